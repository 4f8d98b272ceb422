import { Quote } from 'lucide-react';
import { Section } from './section.tsx';

/**
 * In place of testimonials: we have no customer reviews yet and will not invent
 * any, so this section summarises the published guidance our advice follows.
 */
const GUIDANCE = [
  {
    summary: 'Daily tooth brushing is the most effective home care for dogs and cats.',
    source: 'AAHA Dental Care Guidelines for Dogs and Cats, 2019',
  },
  {
    summary:
      'Professional cleaning needs general anaesthesia; cleaning teeth without it cannot reach below the gum line.',
    source: 'American Veterinary Dental College position statement',
  },
  {
    summary:
      'Choose chews, diets and rinses carrying the VOHC seal, which have met plaque or tartar standards.',
    source: 'Veterinary Oral Health Council',
  },
  {
    summary: 'An oral examination belongs in every veterinary visit, whatever the age of the pet.',
    source: 'WSAVA Global Dental Guidelines, 2020',
  },
];

export function GuidanceSection() {
  return (
    <Section
      id="guidance"
      eyebrow="What vets recommend"
      title="Guidance we follow, in plain words"
      intro="We are new and have no customer reviews yet, so instead of testimonials here is the published veterinary guidance behind our advice (summarised, not quoted)."
    >
      <ul className="grid gap-5 md:grid-cols-2">
        {GUIDANCE.map((item) => (
          <li key={item.source} className="flex gap-4 rounded-(--radius-card) bg-white p-6 shadow-card">
            <Quote aria-hidden="true" className="size-7 shrink-0 text-coral-500" />
            <div>
              <p className="text-lg font-semibold text-ink">{item.summary}</p>
              <p className="mt-3 text-sm text-muted-ink">{item.source}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
