import { FileWarning } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { FileProblem } from './upload-rules.ts';

/**
 * Why the chosen file was refused before anything was shown or sent (docs/product-rules.md#messages-the-owner-sees).
 * It stays beside the buttons until another file is chosen, unlike a toast that closes by itself
 * while the owner looks for the right file. On a phone the buttons can sit near the bottom of the
 * screen (the dashboard), leaving the notice below the fold: it scrolls itself into view, as little
 * as needed, clear of the sticky header (scroll-mt).
 */
export function FileProblemNotice({ problem }: { problem: FileProblem }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!problem) return;
    const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    notice.current?.scrollIntoView?.({
      block: 'nearest',
      behavior: prefersReducedMotion ? 'auto' : 'smooth',
    });
  }, [problem]);
  return (
    <div
      ref={notice}
      role="alert"
      data-testid="file-problem"
      className="flex scroll-mt-20 scroll-mb-4 items-start gap-3 rounded-2xl border border-urgent/30 bg-urgent-soft px-4 py-3 text-left text-sm"
    >
      <FileWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgent" />
      <div className="grid min-w-0 gap-0.5">
        <p className="font-bold text-urgent">{problem.title}</p>
        <p className="break-words text-ink">{problem.description}</p>
      </div>
    </div>
  );
}
