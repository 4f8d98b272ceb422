import type { ComponentProps } from 'react';
import { MouthCloseUp } from './mouth-close-up.tsx';

/** Step 1: a phone framing a lifted lip, with an upload badge. Decorative beside the step text. */
export function StepPhotoIllustration(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 200 150" aria-hidden="true" {...props}>
      <circle className="fill-brand-100" cx="100" cy="78" r="66" />
      <rect className="fill-brand-900" x="60" y="10" width="80" height="132" rx="16" />
      <rect className="fill-paper" x="66" y="22" width="68" height="108" rx="8" />
      <MouthCloseUp transform="translate(70 48) scale(.5)" />
      <path
        className="fill-none stroke-brand-500"
        strokeWidth="3"
        strokeLinecap="round"
        d="M70 44v-6h8M130 44v-6h-8M70 84v6h8M130 84v6h-8"
      />
      <circle className="fill-white stroke-coral-500" strokeWidth="4" cx="100" cy="112" r="9" />
      <circle className="fill-coral-500" cx="152" cy="34" r="16" />
      <path
        className="fill-none stroke-white"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M152 42V27m-6 6 6-6 6 6"
      />
      <path
        className="fill-sun"
        d="m40 40 3 7 7 3-7 3-3 7-3-7-7-3 7-3ZM160 110l2 5 5 2-5 2-2 5-2-5-5-2 5-2Z"
      />
    </svg>
  );
}
