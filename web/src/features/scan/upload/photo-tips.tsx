import { Lightbulb } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/**
 * Tips for a photo the analyser can judge, shown on the upload step
 * (docs/product-rules.md#screening-not-diagnosis).
 */
const PHOTO_TIPS = [
  'Good lighting: daylight or a bright lamp, no flash glare',
  'Show the gums clearly: gently lift the lip',
  'Keep your pet calm: try after a walk or a meal',
  'Focus on the mouth and hold the phone steady',
];

export function PhotoTips({ className }: { className?: string }) {
  return (
    <div className={cn('rounded-2xl border border-dashed border-brand-300 bg-paper p-4', className)}>
      <h3 className="mb-2 flex items-center gap-2 font-sans text-sm font-bold">
        <Lightbulb aria-hidden="true" className="size-4 text-coral-600" />
        Photo tips
      </h3>
      <ul className="grid gap-1.5 text-sm text-muted-ink sm:grid-cols-2">
        {PHOTO_TIPS.map((tip) => (
          <li key={tip} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
            {tip}
          </li>
        ))}
      </ul>
    </div>
  );
}
