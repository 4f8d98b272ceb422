import { type ComponentProps, useId } from 'react';

/** Photo guide 4: a calm pet, the phone held close and still. */
export function GuideSteady(props: ComponentProps<'svg'>) {
  const titleId = useId();
  return (
    <svg viewBox="0 0 160 120" role="img" aria-labelledby={titleId} {...props}>
      <title id={titleId}>A relaxed dog with a phone held steady a short distance from its mouth</title>
      <circle className="fill-coral-100" cx="80" cy="62" r="54" />
      <path
        className="fill-fur-gold-deep"
        d="M34 40c-12 2-18 26-14 40 2 9 13 9 16 1 4-11 5-29-2-41ZM82 40c12 2 18 26 14 40-2 9-13 9-16 1-4-11-5-29 2-41Z"
      />
      <circle className="fill-fur-gold" cx="58" cy="62" r="30" />
      <ellipse className="fill-fur-cream" cx="58" cy="76" rx="20" ry="15" />
      <path
        className="fill-none stroke-ink"
        strokeWidth="3"
        strokeLinecap="round"
        d="M42 58q5 5 10 0M64 58q5 5 10 0M50 80q8 6 16 0"
      />
      <ellipse className="fill-ink" cx="58" cy="70" rx="6" ry="4.5" />
      <path className="fill-coral-500" d="M58 24c-3-6-12-4-10 3 1 4 10 9 10 9s9-5 10-9c2-7-7-9-10-3Z" />
      <rect className="fill-brand-900" x="106" y="40" width="34" height="60" rx="8" />
      <rect className="fill-paper" x="110" y="48" width="26" height="40" rx="3" />
      <circle className="fill-gum" cx="123" cy="68" r="7" />
      <path
        className="fill-none stroke-brand-700"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M86 104h16m-12-4-4 4 4 4m8-8 4 4-4 4"
      />
    </svg>
  );
}
