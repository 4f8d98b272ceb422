import { Clock, Mail, Phone } from 'lucide-react';
import { SUPPORT_EMAIL } from '#common/brand.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { HelpCategories } from './help-categories.tsx';

/** Support hours as published on /contact. */
const HOURS = [
  { days: 'Monday – Friday', time: '9:00 AM – 6:00 PM EST' },
  { days: 'Saturday', time: '10:00 AM – 4:00 PM EST' },
  { days: 'Sunday', time: 'Closed' },
];

export function ContactPage() {
  return (
    <div className="pb-20">
      <PageTitle title="Contact" />
      <PageHeader eyebrow="Contact" title="We’re here to help">
        Questions about a scan, your account or billing? Get in touch and a real person will answer.
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 sm:px-6 md:grid-cols-3">
        <Card className="p-6">
          <Mail aria-hidden="true" className="size-7 text-brand-700" />
          <h2 className="mt-4 text-xl font-bold">Email support</h2>
          <p className="mt-1 text-sm text-muted-ink">We reply within one business day.</p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="mt-3 inline-block font-semibold text-brand-700 underline"
          >
            {SUPPORT_EMAIL}
          </a>
        </Card>
        <Card className="p-6">
          <Phone aria-hidden="true" className="size-7 text-brand-700" />
          <h2 className="mt-4 text-xl font-bold">Phone support</h2>
          {/* We have no public phone line yet; a call-back by request is what we can honestly offer. */}
          <p className="mt-1 text-sm text-muted-ink">
            Prefer to talk? Email us your number and a good time, and we will call you back during business
            hours.
          </p>
          <a
            href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Please call me back')}`}
            className="mt-3 inline-block font-semibold text-brand-700 underline"
          >
            Request a call-back
          </a>
        </Card>
        <Card className="p-6">
          <Clock aria-hidden="true" className="size-7 text-brand-700" />
          <h2 className="mt-4 text-xl font-bold">Business hours</h2>
          <dl className="mt-3 grid gap-1.5 text-sm">
            {HOURS.map((row) => (
              <div key={row.days} className="flex justify-between gap-3">
                <dt className="font-semibold">{row.days}</dt>
                <dd className="text-right text-muted-ink">{row.time}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
      <HelpCategories />
    </div>
  );
}
