import type { ComponentProps } from 'react';
import { MouthCloseUp } from './mouth-close-up.tsx';

/** Step 2: the photo under a scan line, with gum redness and tartar circled. Decorative. */
export function StepAnalyseIllustration(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 200 150" aria-hidden="true" {...props}>
      <circle className="fill-coral-100" cx="100" cy="78" r="66" />
      <rect className="fill-brand-200" x="34" y="28" width="132" height="92" rx="12" />
      <rect
        className="fill-white stroke-line"
        strokeWidth="2"
        x="30"
        y="22"
        width="132"
        height="92"
        rx="12"
      />
      <MouthCloseUp transform="translate(36 34)" />
      <path className="fill-tartar" d="M101 56h24l-1 7q-11 4-22 0Z" />
      <path className="fill-gum-deep" d="M76 58q13-12 26 0l-2 3q-11-8-22 0Z" />
      <rect className="fill-brand-400" x="30" y="72" width="132" height="3" opacity=".9" />
      <rect className="fill-brand-300" x="30" y="58" width="132" height="14" opacity=".25" />
      <ellipse
        className="fill-none stroke-coral-500"
        strokeWidth="3"
        strokeDasharray="5 4"
        cx="89"
        cy="58"
        rx="18"
        ry="10"
      />
      <circle
        className="fill-brand-50 stroke-brand-700"
        strokeWidth="7"
        cx="140"
        cy="96"
        r="20"
        opacity=".95"
      />
      <path className="fill-tooth" d="M128 84h24l-3 18q-9 7-18 0Z" />
      <path className="fill-tartar" d="M128 84h24l-1 7q-11 4-22 0Z" />
      <path className="stroke-brand-700" strokeWidth="9" strokeLinecap="round" d="m155 111 16 16" />
    </svg>
  );
}
