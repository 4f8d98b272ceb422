import type { ComponentProps } from 'react';

/** Step 3: a result card with a status, next steps and a vet badge. Decorative. */
export function StepVerdictIllustration(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 200 150" aria-hidden="true" {...props}>
      <circle className="fill-brand-100" cx="100" cy="78" r="66" />
      <rect className="fill-brand-200" x="48" y="18" width="112" height="124" rx="14" />
      <rect className="fill-white" x="44" y="12" width="112" height="124" rx="14" />
      <rect className="fill-healthy-soft" x="56" y="26" width="76" height="22" rx="11" />
      <circle className="fill-healthy" cx="67" cy="37" r="7" />
      <rect className="fill-healthy" x="80" y="34" width="42" height="6" rx="3" />
      <g className="fill-none stroke-white" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="m63.5 37 2.5 2.5 4.5-5" />
      </g>
      <g className="fill-brand-500">
        <circle cx="62" cy="66" r="5" />
        <circle cx="62" cy="86" r="5" />
        <circle cx="62" cy="106" r="5" />
      </g>
      <g className="fill-line">
        <rect x="74" y="63" width="66" height="6" rx="3" />
        <rect x="74" y="83" width="54" height="6" rx="3" />
        <rect x="74" y="103" width="44" height="6" rx="3" />
      </g>
      <circle className="fill-coral-500" cx="156" cy="118" r="20" />
      <path className="fill-white" d="M152 106h8v8h8v8h-8v8h-8v-8h-8v-8h8Z" />
      <path className="fill-sun" d="m34 104 3 7 7 3-7 3-3 7-3-7-7-3 7-3Z" />
    </svg>
  );
}
