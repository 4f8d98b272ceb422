import { FileWarning } from 'lucide-react';
import type { FileProblem } from './upload-rules.ts';

/**
 * Why the chosen file was refused before anything was shown or sent (docs/product-rules.md#messages-the-owner-sees).
 * It stays beside the buttons until another file is chosen, unlike a toast that closes by itself
 * while the owner looks for the right file.
 */
export function FileProblemNotice({ problem }: { problem: FileProblem }) {
  return (
    <div
      role="alert"
      data-testid="file-problem"
      className="flex items-start gap-3 rounded-2xl border border-urgent/30 bg-urgent-soft px-4 py-3 text-left text-sm"
    >
      <FileWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgent" />
      <div className="grid min-w-0 gap-0.5">
        <p className="font-bold text-urgent">{problem.title}</p>
        <p className="break-words text-ink">{problem.description}</p>
      </div>
    </div>
  );
}
