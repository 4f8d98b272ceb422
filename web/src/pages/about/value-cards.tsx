import { BookOpenCheck, Cpu, HeartPulse, Zap } from 'lucide-react';
import { SPEED_DETAIL } from '#web/lib/speed-claim.ts';

const VALUES = [
  {
    icon: HeartPulse,
    title: 'Pet Health First',
    text: 'We would rather send you to the vet once too often than once too few. Worrying signs are always flagged.',
  },
  {
    icon: Cpu,
    title: 'Trusted Technology',
    text: 'Every result shows how confident the analysis is, and a blurry or dark photo gets retake tips instead of a guess.',
  },
  {
    icon: Zap,
    title: 'Quick Results',
    text: `${SPEED_DETAIL} Quick enough that checking becomes an easy habit rather than a chore.`,
  },
  {
    icon: BookOpenCheck,
    title: 'Expert Guidance',
    text: 'Advice follows AAHA, AVDC and WSAVA dental guidance, and suggested products carry the VOHC seal.',
  },
];

export function ValueCards() {
  return (
    <section aria-labelledby="values-heading">
      <h2 id="values-heading" className="sr-only">
        Our values
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-(--radius-card) border border-line bg-white p-6 shadow-card">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-bold">{title}</h3>
            <p className="mt-2 text-muted-ink">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
