import { cn } from '#web/lib/cn.ts';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * "120 / 2,000" under the question box; over the limit it turns red and says
 * by how much, in a live region so a screen reader hears it once it happens.
 */
export function MessageLengthCounter({ id, length, limit }: { id: string; length: number; limit: number }) {
  const over = length - limit;
  return (
    <div id={id} className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs">
      <p role="status" className="font-semibold text-urgent">
        {over > 0
          ? `Your message is ${count(length)} characters, ${count(over)} over the ${count(limit)} limit. Please shorten it to send it.`
          : null}
      </p>
      <p className={cn('ml-auto tabular-nums', over > 0 ? 'font-bold text-urgent' : 'text-muted-ink')}>
        <span className="sr-only">Characters used: </span>
        {count(length)} / {count(limit)}
      </p>
    </div>
  );
}
