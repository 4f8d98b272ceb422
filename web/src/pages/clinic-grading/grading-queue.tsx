import type { TGradingQueueItem } from '#common/contracts/clinic-grading.ts';
import { cn } from '#web/lib/cn.ts';

/** The scans left to grade, oldest first; the chosen one is marked for screen readers too. */
export function GradingQueue({
  items,
  total,
  chosen,
  onChoose,
}: {
  items: TGradingQueueItem[];
  total: number;
  chosen: string | null;
  onChoose: (scanId: string) => void;
}) {
  return (
    <nav aria-labelledby="queue-title" className="grid content-start gap-3">
      <h2 id="queue-title" className="text-lg font-bold">
        To grade <span className="font-normal text-muted-ink">({total})</span>
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-ink">None left.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1">
          {items.map((item, i) => (
            <li key={item.scanId}>
              <button
                type="button"
                onClick={() => onChoose(item.scanId)}
                aria-current={item.scanId === chosen ? 'true' : undefined}
                className={cn(
                  'flex w-full items-center gap-3 rounded-xl border border-line bg-white p-2 text-left text-sm hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600',
                  item.scanId === chosen && 'border-brand-700 bg-brand-50',
                )}
              >
                {item.thumbnailUrl ? (
                  <img src={item.thumbnailUrl} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
                ) : null}
                <span className="grid">
                  <span className="font-semibold">
                    Scan {i + 1}: {item.species ? (item.species === 'dog' ? 'dog' : 'cat') : 'pet'}
                  </span>
                  <span className="text-muted-ink">
                    {new Date(item.takenAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                    {item.via === 'referral' ? ' · referral' : ''}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {total > items.length ? (
        <p className="text-sm text-muted-ink">
          The first {items.length} are shown; more appear as you grade.
        </p>
      ) : null}
    </nav>
  );
}
