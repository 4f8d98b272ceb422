import { Link } from 'react-router';
import { PhotoGuide } from '#web/components/illustrations/photo-guide.tsx';
import { StepAnalyseIllustration } from '#web/components/illustrations/step-analyse-illustration.tsx';
import { StepPhotoIllustration } from '#web/components/illustrations/step-photo-illustration.tsx';
import { StepVerdictIllustration } from '#web/components/illustrations/step-verdict-illustration.tsx';

const STEPS = [
  { Art: StepPhotoIllustration, text: 'Take or upload a clear photo of your pet’s gums and teeth.' },
  {
    Art: StepAnalyseIllustration,
    text: 'The analysis checks photo quality, then looks for gum redness, tartar and alarming gum colours.',
  },
  {
    Art: StepVerdictIllustration,
    text: 'You get a status with its confidence, plain-language advice, and whether to see a vet.',
  },
];

export function AboutHowItWorks() {
  return (
    <section aria-labelledby="about-how-heading" className="mx-auto max-w-4xl">
      <h2 id="about-how-heading" className="text-3xl font-extrabold">
        How it works
      </h2>
      <ol className="mt-6 grid gap-4 md:grid-cols-3">
        {STEPS.map(({ Art, text }, index) => (
          <li
            key={text}
            className="flex items-center gap-4 rounded-(--radius-card) border border-line bg-white p-4 shadow-card md:flex-col md:items-start md:p-5"
          >
            <Art className="w-24 shrink-0 md:w-full" />
            <div className="flex flex-col gap-2 md:flex-row md:gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <p className="text-ink">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-5 text-muted-ink">
        A photo can suggest gingivitis, tartar and gum-colour alarms. It cannot see below the gum line or
        stage periodontal disease: that needs a veterinary exam, often under anaesthesia.
      </p>
      <h3 id="about-photo-guide-heading" className="mt-10 text-2xl font-extrabold">
        How to take a good gum photo
      </h3>
      <PhotoGuide aria-labelledby="about-photo-guide-heading" className="mt-4" />
    </section>
  );
}

export function AboutPrivacy() {
  return (
    <section
      aria-labelledby="about-privacy-heading"
      className="mx-auto max-w-4xl rounded-(--radius-card) bg-brand-900 p-8 text-white"
    >
      <h2 id="about-privacy-heading" className="text-3xl font-extrabold text-white">
        Privacy &amp; security
      </h2>
      <ul className="mt-4 grid gap-2 text-brand-100">
        <li>
          Photos are private by default: only you, our admins for support, and links you share can see them.
        </li>
        <li>Location and camera data (EXIF and GPS) are stripped from every photo before it is stored.</li>
        <li>You can delete any scan, or your whole account, whenever you like.</li>
        <li>No ads, no ad trackers, and we never sell your data.</li>
      </ul>
      <p className="mt-5">
        <Link to="/privacy" className="font-semibold text-white underline underline-offset-4">
          Read the Privacy Policy
        </Link>
      </p>
    </section>
  );
}
