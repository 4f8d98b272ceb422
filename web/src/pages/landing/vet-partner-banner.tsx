import { ArrowRight, Hospital } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

export function VetPartnerBanner() {
  return (
    <section aria-labelledby="vet-banner-heading" className="px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 rounded-(--radius-card) border border-coral-200 bg-coral-50 p-6 sm:flex-row sm:items-center sm:p-8">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-coral-600 text-white">
          <Hospital aria-hidden="true" className="size-7" />
        </span>
        <div className="flex-1">
          <h2 id="vet-banner-heading" className="text-2xl font-extrabold">
            Are you a veterinary clinic?
          </h2>
          <p className="mt-1 text-muted-ink">
            Become a referral partner: pet owners whose scans need a professional look can find you.
          </p>
        </div>
        <Button asChild variant="accent">
          <Link to="/vet-register">
            Partner with us
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
