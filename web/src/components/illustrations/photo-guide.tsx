import type { ComponentProps, ComponentType } from 'react';
import { cn } from '#web/lib/cn.ts';
import { GuideDaylight } from './guide-daylight.tsx';
import { GuideFrameTeeth } from './guide-frame-teeth.tsx';
import { GuideLiftLip } from './guide-lift-lip.tsx';
import { GuideSteady } from './guide-steady.tsx';

/** The same advice as the scanner's photo tips, drawn: what the analyser needs to see. */
const PANELS: { Art: ComponentType<ComponentProps<'svg'>>; title: string; text: string }[] = [
  {
    Art: GuideLiftLip,
    title: 'Lift the lip at the side',
    text: 'Gently raise the upper lip near the cheek.',
  },
  {
    Art: GuideFrameTeeth,
    title: 'Show canine, back teeth and gum line',
    text: 'Fill the frame with the teeth and the pink edge where gum meets tooth.',
  },
  {
    Art: GuideDaylight,
    title: 'Use daylight',
    text: 'Daylight or a bright lamp, with no flash glare on wet gums.',
  },
  {
    Art: GuideSteady,
    title: 'Close, steady and calm',
    text: 'Get close, hold still, and pick a calm moment such as after a walk or a meal.',
  },
];

/** An illustrated "how to take a good gum photo" guide in four small panels. */
export function PhotoGuide({ className, ...props }: ComponentProps<'ol'>) {
  return (
    <ol className={cn('grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4', className)} {...props}>
      {PANELS.map(({ Art, title, text }, index) => (
        <li
          key={title}
          className="flex items-center gap-4 rounded-2xl border border-line bg-white p-3 sm:block sm:p-4 sm:text-center"
        >
          <Art className="aspect-[4/3] w-24 shrink-0 sm:mx-auto sm:w-full sm:max-w-44" />
          <div>
            <p className="font-display font-bold text-ink sm:mt-2">
              <span className="text-brand-700">{index + 1}. </span>
              {title}
            </p>
            <p className="mt-1 text-sm text-muted-ink">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
