import type { ComponentProps } from 'react';

/** A content grey tabby with a small fang showing. Decorative: the text beside it carries the meaning. */
export function CatIllustration(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 240 240" aria-hidden="true" {...props}>
      <path
        className="fill-none stroke-fur-slate-deep"
        strokeWidth="14"
        strokeLinecap="round"
        d="M168 232c34 0 50-22 44-50-4-18-20-22-26-12"
      />
      <path className="fill-fur-slate" d="M64 240c0-56 24-92 56-92s56 36 56 92Z" />
      <path className="fill-fur-cream" d="M94 240c0-34 12-58 26-58s26 24 26 58Z" />
      <path className="fill-fur-slate" d="M62 100 66 34q2-8 9-4l43 32ZM178 100l-4-66q-2-8-9-4l-43 32Z" />
      <path className="fill-gum" d="M74 78 76 46l22 18ZM166 78l-2-32-22 18Z" />
      <ellipse className="fill-fur-slate" cx="120" cy="114" rx="64" ry="54" />
      <path
        className="fill-none stroke-fur-slate-deep"
        strokeWidth="5"
        strokeLinecap="round"
        d="M120 62v16M106 64l2 12M134 64l-2 12M58 112h12M56 124h12M182 112h-12M184 124h-12"
      />
      <ellipse className="fill-fur-cream" cx="108" cy="138" rx="17" ry="14" />
      <ellipse className="fill-fur-cream" cx="132" cy="138" rx="17" ry="14" />
      <circle className="fill-coral-300" cx="80" cy="134" r="8" opacity=".5" />
      <circle className="fill-coral-300" cx="160" cy="134" r="8" opacity=".5" />
      <ellipse className="fill-brand-300" cx="94" cy="108" rx="11" ry="12" />
      <ellipse className="fill-brand-300" cx="146" cy="108" rx="11" ry="12" />
      <ellipse className="fill-ink" cx="94" cy="109" rx="4.5" ry="10" />
      <ellipse className="fill-ink" cx="146" cy="109" rx="4.5" ry="10" />
      <circle className="fill-white" cx="90" cy="103" r="3" />
      <circle className="fill-white" cx="142" cy="103" r="3" />
      <path className="fill-gum-deep" d="M112 126h16q2 0 0 3l-6 6q-2 2-4 0l-6-6q-2-3 0-3Z" />
      <path
        className="fill-none stroke-ink"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M120 136v4q-6 7-12 2M120 140q6 7 12 2"
      />
      <path className="fill-tooth" d="M110.5 142.8l6 1.4-3.6 7ZM129.5 142.8l-6 1.4 3.6 7Z" />
      <path
        className="fill-none stroke-fur-slate-deep"
        strokeWidth="2.5"
        strokeLinecap="round"
        opacity=".7"
        d="M92 136 50 128M92 142 52 148M148 136l42-8M148 142l40 6"
      />
    </svg>
  );
}
