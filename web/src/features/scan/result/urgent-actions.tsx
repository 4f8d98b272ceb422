import { CircleCheck, ExternalLink, MapPin, Stethoscope, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '#common/brand.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { SubHeading } from './heading-level.ts';
import { URGENT_CHECKLIST } from './next-steps.ts';

/** A maps search works anywhere without knowing where the owner is; it opens their maps app on phones. */
export const EMERGENCY_VET_SEARCH_URL =
  'https://www.google.com/maps/search/?api=1&query=emergency+vet+near+me';

/**
 * The partner-vet finder. It comes second: a partner may not practise near the owner (the finder then
 * says so and gives care tips), while the maps search always finds the nearest emergency clinic.
 */
export const PARTNER_FINDER_PATH = '/find-vets';

interface UrgentActionsProps {
  /** Scrolls to and focuses the vet referral form under the result; omitted where there is none. */
  onAskAVet?: () => void;
  headingAs?: SubHeading;
}

/**
 * What to do right now for an urgent result: a checklist and one-tap ways to reach a vet
 * (docs/product-rules.md#scan-statuses-and-urgency).
 */
export function UrgentActions({ onAskAVet, headingAs: Heading = 'h3' }: UrgentActionsProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid="urgent-actions"
      className="grid gap-3 rounded-xl bg-white p-3 text-ink sm:p-4"
    >
      <Heading id={headingId} className="text-base font-bold">
        What to do now
      </Heading>
      <ul className="grid gap-1.5 text-sm">
        {URGENT_CHECKLIST.map((step) => (
          <li key={step} className="flex gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-urgent" />
            {step}
          </li>
        ))}
      </ul>
      <div className="grid gap-2">
        <Button
          asChild
          size="lg"
          className="h-auto min-h-12 whitespace-normal bg-urgent px-4 py-2 hover:bg-urgent/90"
        >
          <a href={EMERGENCY_VET_SEARCH_URL} target="_blank" rel="noopener noreferrer">
            <MapPin aria-hidden="true" />
            Find an emergency vet near me
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> (opens maps in a new tab)</span>
          </a>
        </Button>
        <Button asChild variant="outline" size="lg" className="h-auto min-h-12 whitespace-normal px-4 py-2">
          <Link to={PARTNER_FINDER_PATH}>
            <Stethoscope aria-hidden="true" />
            Find a {PRODUCT_NAME} partner vet
          </Link>
        </Button>
        {onAskAVet ? (
          <Button
            variant="outline"
            size="lg"
            className="h-auto min-h-12 whitespace-normal px-4 py-2"
            onClick={onAskAVet}
          >
            <UserRound aria-hidden="true" />
            Ask us to refer you to a vet
          </Button>
        ) : null}
      </div>
    </section>
  );
}
