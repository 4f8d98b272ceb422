import { type ComponentProps, useId } from 'react';
import { MouthCloseUp } from './mouth-close-up.tsx';

/** Photo guide 1: a finger lifts the side of the lip. */
export function GuideLiftLip(props: ComponentProps<'svg'>) {
  const titleId = useId();
  return (
    <svg viewBox="0 0 160 120" role="img" aria-labelledby={titleId} {...props}>
      <title id={titleId}>A finger gently lifting the side of a dog’s lip to uncover its teeth</title>
      <circle className="fill-brand-100" cx="80" cy="62" r="54" />
      <path className="fill-fur-gold-deep" d="M36 30c-14 4-18 32-10 48 4 8 15 6 17-3 3-14 2-31-7-45Z" />
      <circle className="fill-fur-gold" cx="56" cy="54" r="30" />
      <rect className="fill-fur-gold" x="56" y="46" width="76" height="32" rx="15" />
      <rect className="fill-mouth" x="74" y="62" width="48" height="20" rx="6" />
      <MouthCloseUp transform="translate(76 56) scale(.38)" />
      <path className="fill-fur-gold" d="M62 76h58q4 0 4 4v2q0 8-10 8H70q-8 0-8-8Z" />
      <ellipse className="fill-ink" cx="130" cy="52" rx="7" ry="6" />
      <circle className="fill-ink" cx="64" cy="44" r="4.5" />
      <circle className="fill-white" cx="62.5" cy="42.5" r="1.5" />
      <rect className="fill-skin" x="90" y="6" width="15" height="50" rx="7.5" transform="rotate(24 97 56)" />
      <rect
        className="fill-white"
        x="93"
        y="40"
        width="9"
        height="11"
        rx="4"
        opacity=".6"
        transform="rotate(24 97 56)"
      />
      <path
        className="fill-none stroke-brand-700"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M80 42V26m-5 5 5-5 5 5"
      />
    </svg>
  );
}
