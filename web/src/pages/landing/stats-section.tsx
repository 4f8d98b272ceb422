import { Section } from './section.tsx';

/** Published figures only, each with its source: no claim we have not measured or cannot cite. */
const STATS = [
  {
    accent: 'bg-coral-500',
    figure: '80% · 70%',
    text: 'of dogs and of cats show signs of oral disease by age three.',
    source: 'American Veterinary Dental Society (widely cited estimate)',
  },
  {
    accent: 'bg-brand-500',
    figure: '#1',
    text: 'Dental tartar was the most commonly recorded problem in over 31,000 dogs and 15,000 cats seen at US vet practices.',
    source: 'Lund et al., JAVMA, 1999',
  },
  {
    accent: 'bg-sun',
    figure: '35%',
    text: 'Only about a third of pets with moderate or worse periodontal disease were receiving treatment.',
    source: 'AAHA compliance study, 2003',
  },
];

export function StatsSection() {
  return (
    <Section
      id="why"
      eyebrow="Why it matters"
      title="Dental disease is common, and easy to miss"
      intro="Pets rarely show mouth pain. By the time bad breath or trouble eating is obvious, the gums have often been inflamed for a long time."
      className="bg-white"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {STATS.map((stat) => (
          <li
            key={stat.source}
            className="relative flex flex-col overflow-hidden rounded-(--radius-card) border border-line bg-paper p-6 pt-7"
          >
            <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1.5 ${stat.accent}`} />
            <p className="font-display text-4xl font-extrabold text-brand-700">{stat.figure}</p>
            <p className="mt-3 flex-1 text-ink">{stat.text}</p>
            <p className="mt-5 border-t border-line pt-3 text-xs font-semibold text-muted-ink">
              Source: {stat.source}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
