import { CreditCard, Handshake, PawPrint, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '#common/brand.ts';

const CATEGORIES = [
  {
    icon: Wrench,
    title: 'Technical support',
    text: 'Trouble signing in, uploading a photo or using the camera.',
    subject: 'Technical support',
  },
  {
    icon: CreditCard,
    title: 'Billing',
    text: 'Plus subscriptions, renewals, cancellations and refunds.',
    subject: 'Billing question',
  },
  {
    icon: PawPrint,
    title: 'Pet health questions',
    text: 'Questions about a result or our advice. For an emergency, call your vet first.',
    subject: 'Question about a scan',
  },
  {
    icon: Handshake,
    title: 'Partnerships',
    text: 'Veterinary clinics and organisations who want to work with us.',
    subject: 'Partnership enquiry',
  },
];

export function HelpCategories() {
  return (
    <section aria-labelledby="help-heading" className="mx-auto mt-16 max-w-5xl px-4 sm:px-6">
      <h2 id="help-heading" className="text-center text-3xl font-extrabold">
        How can we help?
      </h2>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2">
        {CATEGORIES.map(({ icon: Icon, title, text, subject }) => (
          <li key={title}>
            <a
              href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`}
              className="flex h-full gap-4 rounded-(--radius-card) border border-line bg-white p-6 transition-colors hover:border-brand-400"
            >
              <Icon aria-hidden="true" className="size-7 shrink-0 text-coral-600" />
              <span>
                <span className="block text-lg font-bold">{title}</span>
                <span className="mt-1 block text-muted-ink">{text}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-muted-ink">
        Running a clinic?{' '}
        <Link to="/vet-register" className="font-semibold text-brand-700 underline">
          Learn about vet partnerships
        </Link>
        .
      </p>
    </section>
  );
}
