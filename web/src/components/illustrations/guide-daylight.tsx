import { type ComponentProps, useId } from 'react';

/** Photo guide 3: daylight from a window, flash off. */
export function GuideDaylight(props: ComponentProps<'svg'>) {
  const titleId = useId();
  return (
    <svg viewBox="0 0 160 120" role="img" aria-labelledby={titleId} {...props}>
      <title id={titleId}>Sunlight coming through a window onto a phone with its flash turned off</title>
      <circle className="fill-brand-100" cx="80" cy="62" r="54" />
      <path className="fill-white" d="M66 22h16l58 78H84Z" opacity=".8" />
      <rect
        className="fill-white stroke-brand-600"
        strokeWidth="5"
        x="24"
        y="18"
        width="58"
        height="66"
        rx="6"
      />
      <circle className="fill-sun" cx="50" cy="44" r="12" />
      <path
        className="fill-none stroke-sun"
        strokeWidth="3"
        strokeLinecap="round"
        d="M50 24v-2M50 66v-2M30 44h-2M72 44h-2M36 30l-2-2M64 58l2 2M64 30l2-2M36 58l-2 2"
      />
      <path className="stroke-brand-600" strokeWidth="4" d="M53 20v62M26 51h54" />
      <rect
        className="fill-brand-900"
        x="102"
        y="42"
        width="36"
        height="62"
        rx="8"
        transform="rotate(8 120 73)"
      />
      <rect
        className="fill-paper"
        x="107"
        y="50"
        width="26"
        height="46"
        rx="3"
        transform="rotate(8 120 73)"
      />
      <circle className="fill-coral-500" cx="122" cy="40" r="14" />
      <path className="fill-white" d="m124 30-9 12h6l-3 9 9-12h-6Z" />
      <path className="stroke-white" strokeWidth="3" strokeLinecap="round" d="m112 30 20 20" />
    </svg>
  );
}
