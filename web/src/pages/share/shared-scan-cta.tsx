import { Camera } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '#common/brand.ts';
import { GUEST_SCAN_LIMIT, STARTER_SCAN_LIMIT, STARTER_WINDOW_DAYS } from '#common/plans.ts';
import { Button } from '#web/components/ui/button.tsx';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The invitation to scan one's own pet, with the real free allowance
 * (docs/product-rules.md#plans-and-quotas).
 */
export function SharedScanCta() {
  return (
    <section
      aria-labelledby="shared-cta-heading"
      className="grid gap-4 rounded-(--radius-card) bg-brand-800 p-6 text-white sm:p-8"
    >
      <h2 id="shared-cta-heading" className="text-2xl font-extrabold">
        Check your own pet’s smile
      </h2>
      <p className="text-brand-50">
        Take or upload a photo of your pet’s gums and teeth and {PRODUCT_NAME} screens it for signs worth
        showing a vet. Try {plural(GUEST_SCAN_LIMIT, 'free scan')} without an account, then{' '}
        {plural(STARTER_SCAN_LIMIT, 'scan')} every {STARTER_WINDOW_DAYS} days with a free account.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="inverse" size="lg">
          <Link to="/trial">
            <Camera aria-hidden="true" />
            Scan your pet
          </Link>
        </Button>
        <Button asChild variant="ghost" size="lg" className="text-white hover:bg-white/10 hover:text-white">
          <Link to="/#how-it-works">How it works</Link>
        </Button>
      </div>
    </section>
  );
}
