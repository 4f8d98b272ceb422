import { LoaderCircle } from 'lucide-react';

/** The upload and analysis in progress; the live region tells screen readers what is happening. */
export function AnalyzingStep({ previewUrl }: { previewUrl: string | null }) {
  return (
    <div className="grid gap-4">
      {previewUrl ? (
        <div className="relative overflow-hidden rounded-2xl bg-sand">
          <img src={previewUrl} alt="" className="max-h-96 w-full object-contain opacity-60" />
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 h-1/3 animate-pulse bg-gradient-to-b from-brand-300/50 to-transparent"
          />
        </div>
      ) : null}
      <div
        role="status"
        aria-live="polite"
        className="flex items-center justify-center gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-brand-800"
      >
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        <p className="font-semibold">Analyzing your pet’s photo…</p>
      </div>
      <p className="text-center text-sm text-muted-ink">
        We check the photo quality, then look at gum colour, redness along the gum line and tartar.
      </p>
    </div>
  );
}
