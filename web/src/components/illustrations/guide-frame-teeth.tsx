import { type ComponentProps, useId } from 'react';
import { MouthCloseUp } from './mouth-close-up.tsx';

/** Photo guide 2: canine, back teeth and gum line fill the frame. */
export function GuideFrameTeeth(props: ComponentProps<'svg'>) {
  const titleId = useId();
  return (
    <svg viewBox="0 0 160 120" role="img" aria-labelledby={titleId} {...props}>
      <title id={titleId}>
        A close-up framing the canine, the back teeth and the gum line along the top of the teeth
      </title>
      <circle className="fill-coral-100" cx="80" cy="62" r="54" />
      <g transform="translate(26 34) scale(.9)">
        <MouthCloseUp />
        <path
          className="fill-none stroke-brand-700"
          strokeWidth="3"
          strokeDasharray="5 4"
          strokeLinecap="round"
          d="M12 30q14-14 27 0 13-12 26 0 14-12 27 0 14-12 28 0"
        />
      </g>
      <ellipse className="fill-none stroke-coral-600" strokeWidth="3" cx="49" cy="72" rx="14" ry="24" />
      <path
        className="fill-none stroke-brand-700"
        strokeWidth="4"
        strokeLinecap="round"
        d="M18 38V24h14M142 38V24h-14M18 92v14h14M142 92v14h-14"
      />
    </svg>
  );
}
