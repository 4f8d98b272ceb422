import { ArrowRight, Info } from 'lucide-react';
import { PhotoGuide } from '#web/components/illustrations/photo-guide.tsx';
import { StepAnalyseIllustration } from '#web/components/illustrations/step-analyse-illustration.tsx';
import { StepPhotoIllustration } from '#web/components/illustrations/step-photo-illustration.tsx';
import { StepVerdictIllustration } from '#web/components/illustrations/step-verdict-illustration.tsx';
import { SPEED_ANCHOR_ID, SPEED_DETAIL } from '#web/lib/speed-claim.ts';
import { Section } from './section.tsx';

const STEPS = [
  {
    Art: StepPhotoIllustration,
    title: 'Snap the gums and teeth',
    text: 'Gently lift your pet’s lip in good light and take a photo, or upload one you already have.',
  },
  {
    Art: StepAnalyseIllustration,
    title: 'Get a screening in seconds',
    text: 'We check for gum redness, tartar near the gum line and gum colours that need a vet today, and tell you how confident we are.',
    note: SPEED_DETAIL,
  },
  {
    Art: StepVerdictIllustration,
    title: 'Follow clear next steps',
    text: 'Home-care advice, products that carry the VOHC seal, and a plain answer on whether to book a vet visit.',
  },
];

export function HowItWorksSection() {
  return (
    <Section id="how-it-works" eyebrow="How it works" title="Three simple steps">
      <ol className="grid gap-6 md:grid-cols-3 md:gap-8">
        {STEPS.map(({ Art, title, text, note }, index) => (
          <li
            key={title}
            id={note ? SPEED_ANCHOR_ID : undefined}
            className="relative flex scroll-mt-24 flex-col rounded-(--radius-card) border border-line bg-white p-5 shadow-card sm:p-6"
          >
            <Art className="mx-auto aspect-[4/3] w-full max-w-48 md:max-w-64" />
            <div className="mt-4 flex items-center gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-display text-lg font-extrabold text-white">
                {index + 1}
              </span>
              <h3 className="text-xl font-bold">{title}</h3>
            </div>
            <p className="mt-3 text-muted-ink">{text}</p>
            {note ? <p className="mt-3 text-sm text-muted-ink">{note}</p> : null}
            {index < STEPS.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute top-1/3 -right-8 z-10 hidden size-8 items-center justify-center rounded-full bg-coral-500 text-white shadow-card md:flex"
              >
                <ArrowRight className="size-4" />
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="mt-14 rounded-(--radius-card) bg-sand/70 px-3 py-6 sm:p-8">
        <h3 id="photo-guide-heading" className="text-center text-2xl font-extrabold">
          How to take a good gum photo
        </h3>
        <p className="mx-auto mt-2 max-w-xl text-center text-muted-ink">
          The screening can only judge what the photo shows, so a clear view of the gum line matters most.
        </p>
        <PhotoGuide aria-labelledby="photo-guide-heading" className="mt-6" />
      </div>
      <p className="mx-auto mt-10 flex max-w-3xl gap-3 rounded-2xl border border-line bg-white px-5 py-4 text-sm text-ink sm:px-6">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-coral-600" />
        <span>
          <strong>What a photo can’t do:</strong> even a vet looking into an awake pet’s mouth agrees only
          moderately with a full exam under anaesthesia (weighted kappa 0.42, Bauer et al., 2018). A photo can
          flag gingivitis, tartar and alarming gum colour; it cannot see below the gum line.
        </span>
      </p>
    </Section>
  );
}
