import { Camera, ClipboardList, ScanSearch } from 'lucide-react';
import { SPEED_ANCHOR_ID, SPEED_DETAIL } from '../../lib/speed-claim.ts';
import { Section } from './section.tsx';

const STEPS = [
  {
    icon: Camera,
    title: 'Snap the gums and teeth',
    text: 'Gently lift your pet’s lip in good light and take a photo, or upload one you already have.',
  },
  {
    icon: ScanSearch,
    title: 'Get a screening in seconds',
    text: 'We check for gum redness, tartar near the gum line and gum colours that need a vet today, and tell you how confident we are.',
    note: SPEED_DETAIL,
  },
  {
    icon: ClipboardList,
    title: 'Follow clear next steps',
    text: 'Home-care advice, products that carry the VOHC seal, and a plain answer on whether to book a vet visit.',
  },
];

export function HowItWorksSection() {
  return (
    <Section id="how-it-works" eyebrow="How it works" title="Three simple steps">
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text, note }, index) => (
          <li
            key={title}
            id={note ? SPEED_ANCHOR_ID : undefined}
            className="relative scroll-mt-24 rounded-(--radius-card) bg-white p-6 shadow-card"
          >
            <span className="absolute top-6 right-6 font-display text-5xl font-extrabold text-brand-100">
              {index + 1}
            </span>
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-700 text-white">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-bold">{title}</h3>
            <p className="mt-2 text-muted-ink">{text}</p>
            {note ? <p className="mt-3 text-sm text-muted-ink">{note}</p> : null}
          </li>
        ))}
      </ol>
      <p className="mx-auto mt-10 max-w-3xl rounded-2xl bg-sand px-6 py-4 text-center text-sm text-ink">
        <strong>What a photo can’t do:</strong> even a vet looking into an awake pet’s mouth agrees only
        moderately with a full exam under anaesthesia (weighted kappa 0.42, Bauer et al., 2018). A photo can
        flag gingivitis, tartar and alarming gum colour; it cannot see below the gum line.
      </p>
    </Section>
  );
}
