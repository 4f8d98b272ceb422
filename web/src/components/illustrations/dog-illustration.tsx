import type { ComponentProps } from 'react';

/** A happy golden dog showing its teeth. Decorative: the text beside it carries the meaning. */
export function DogIllustration(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 240 240" aria-hidden="true" {...props}>
      <path className="fill-fur-gold" d="M56 240c0-52 22-90 64-90s64 38 64 90Z" />
      <path className="fill-fur-cream" d="M88 240c0-26 12-44 32-44s32 18 32 44Z" />
      <path className="fill-coral-500" d="M76 166q44 16 88 0l2 12q-46 18-92 0Z" />
      <circle className="fill-sun" cx="120" cy="186" r="8" />
      <path
        className="fill-fur-gold-deep"
        d="M74 58c-26 2-40 44-34 80 3 18 24 18 32 2 9-18 14-52 2-82ZM166 58c26 2 40 44 34 80-3 18-24 18-32 2-9-18-14-52-2-82Z"
      />
      <ellipse className="fill-fur-gold" cx="120" cy="104" rx="58" ry="60" />
      <path className="fill-fur-cream" d="M120 56c-9 0-12 10-12 24v30h24V80c0-14-3-24-12-24Z" />
      <ellipse className="fill-fur-cream" cx="120" cy="136" rx="40" ry="30" />
      <circle className="fill-coral-300" cx="82" cy="132" r="8" opacity=".55" />
      <circle className="fill-coral-300" cx="158" cy="132" r="8" opacity=".55" />
      <circle className="fill-ink" cx="95" cy="100" r="7.5" />
      <circle className="fill-ink" cx="145" cy="100" r="7.5" />
      <circle className="fill-white" cx="92.5" cy="97.5" r="2.5" />
      <circle className="fill-white" cx="142.5" cy="97.5" r="2.5" />
      <path
        className="fill-none stroke-fur-gold-deep"
        strokeWidth="4"
        strokeLinecap="round"
        d="M85 84q9-6 18-1M137 83q9-5 18 1"
      />
      <path className="fill-mouth" d="M94 134c10 6 42 6 52 0-3 24-15 34-26 34s-23-10-26-34Z" />
      <path className="fill-gum" d="M104 158c4-8 28-8 32 0-4 7-10 10-16 10s-12-3-16-10Z" />
      <path className="fill-tooth" d="M96 135c10 5 38 5 48 0l-1 5-3 1-2 8-3-7c-8 2-22 2-30 0l-3 7-2-8-3-1Z" />
      <path className="stroke-ink" strokeWidth="3" strokeLinecap="round" d="M120 126v11" />
      <path className="fill-ink" d="M108 119c0-6 24-6 24 0 0 6-7 10-12 10s-12-4-12-10Z" />
      <ellipse className="fill-white" cx="114" cy="118" rx="3.5" ry="2" opacity=".7" />
    </svg>
  );
}
