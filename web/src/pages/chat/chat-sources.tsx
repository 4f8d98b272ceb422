import type { TChatSource } from '#common/contracts/chat.ts';

/** The articles an answer rests on, numbered as its [n] markers, each with its published references. */
export function ChatSources({ sources }: { sources: TChatSource[] }) {
  if (sources.length === 0) return null;
  return (
    <div className="mt-3 border-t border-line pt-3">
      <p className="text-xs font-bold tracking-wide text-muted-ink uppercase">Sources</p>
      <ol className="mt-1.5 grid gap-1.5 text-sm">
        {sources.map((source) => (
          <li key={source.n}>
            <span className="font-semibold">
              [{source.n}] {source.title}
            </span>
            <span className="mt-0.5 block text-xs text-muted-ink">
              Based on:{' '}
              {source.references.map((reference, index) => (
                <span key={reference.title}>
                  {index > 0 ? ' · ' : null}
                  <a
                    href={reference.url}
                    target="_blank"
                    rel="noreferrer"
                    className="text-brand-700 underline"
                  >
                    {reference.title}
                  </a>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
