import type { ComponentProps } from 'react';

/**
 * A side view of a lifted lip: gum, canine and back teeth, 120 x 64 units.
 * Shared by the step and photo-guide drawings so they show the same mouth.
 */
export function MouthCloseUp(props: ComponentProps<'g'>) {
  return (
    <g {...props}>
      <rect className="fill-mouth" x="0" y="14" width="120" height="50" rx="10" />
      <path
        className="fill-tooth"
        d="M14 22h22l-8 38q-3 4-6 0ZM40 22h22l-3 20q-8 7-16 0ZM65 22h24l-3 18q-9 7-18 0ZM92 22h26l-3 16q-10 7-20 0Z"
      />
      <path className="fill-gum" d="M0 4h120v26q-14-12-28 0-13-12-27 0-13-12-26 0-13-14-27 0H0Z" />
      <path className="fill-fur-gold" d="M0 0h120v8q-60-8-120 0Z" />
    </g>
  );
}
