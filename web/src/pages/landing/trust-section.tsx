import { BookOpenCheck, EyeOff, Lock, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import { Section } from './section.tsx';

/**
 * Each badge describes something the product actually does (docs/product-rules.md#screening-not-diagnosis,
 * #privacy, #care-advice-and-products).
 */
const BADGES = [
  {
    icon: Lock,
    title: 'Photos private by default',
    text: 'Only you can see your photos, unless you choose to share a link. You can revoke it any time.',
  },
  {
    icon: EyeOff,
    title: 'EXIF and GPS stripped',
    text: 'Location and camera data are removed from every photo before it is stored.',
  },
  {
    icon: BookOpenCheck,
    title: 'Follows AAHA/AVDC guidance',
    text: 'Advice is built on published veterinary dental guidelines, never on anaesthesia-free cleaning.',
  },
  {
    icon: Stethoscope,
    title: 'Screening, not diagnosis',
    text: 'Every result shows its confidence and when to see a vet. It never replaces an exam.',
  },
];

export function TrustSection() {
  return (
    <Section
      id="trust"
      eyebrow="Built on trust"
      title="Careful with your pet, and with your data"
      className="bg-brand-900 text-white"
      isDark
      intro={
        <>
          Read exactly what we store in our{' '}
          <Link to="/privacy" className="font-semibold text-white underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </>
      }
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {BADGES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-(--radius-card) border border-white/15 bg-white/5 p-6">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-white/10">
              <Icon aria-hidden="true" className="size-6 text-coral-300" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-white">{title}</h3>
            <p className="mt-2 text-sm text-brand-100">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
