import { ExternalLink, HeartHandshake, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { vetMapSearchUrl } from './map-search.ts';

const TIPS = [
  'Brush your pet’s teeth daily with a pet toothpaste (never human toothpaste).',
  'Choose VOHC-accepted chews and diets: they slow the return of plaque and tartar.',
  'Book a yearly dental check; cleanings are done under anaesthesia by your vet.',
  'Pale, grey-blue or yellow gums, bleeding or not eating: see any vet today.',
];

/**
 * The empty state: no partner near `place` yet. A maps search finds any vet there, a link brings a
 * clinic in, and tips say what to do meanwhile.
 */
export function NoPartners({ place, placeLabel }: { place: string; placeLabel: string }) {
  return (
    <Card className="grid gap-5 p-6 sm:p-8">
      <div className="grid justify-items-center gap-3 text-center">
        <HeartHandshake aria-hidden="true" className="size-10 text-coral-700" />
        <h2 className="text-xl font-bold">No veterinary partners found in your area yet.</h2>
        <p className="max-w-md text-muted-ink">
          Any veterinarian can examine your pet's teeth and gums: search the map for one near {placeLabel}.
          Know a great clinic nearby? Send them our partner registration page.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <a href={vetMapSearchUrl(place)} target="_blank" rel="noopener noreferrer">
              <MapPin aria-hidden="true" />
              Find vets near {placeLabel} on the map
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only"> (opens maps in a new tab)</span>
            </a>
          </Button>
          <Button asChild variant="outline">
            <Link to="/vet-register">Refer a Vet</Link>
          </Button>
        </div>
      </div>
      <div>
        <h3 className="mb-2 font-bold">Dental care tips meanwhile</h3>
        <ul className="grid list-disc gap-1.5 pl-5 text-sm text-muted-ink">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
