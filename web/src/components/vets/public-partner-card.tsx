import { ExternalLink, Globe, MapPin, Navigation, Phone } from 'lucide-react';
import type { TDistanceUnit, TPublicPartner } from '#common/contracts/vet-partners.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

const UNIT_LABEL: Record<TDistanceUnit, string> = { mi: 'mi away', km: 'km away' };

function addressOf(partner: TPublicPartner) {
  return `${partner.address}, ${partner.city}, ${partner.state} ${partner.zipCode}`;
}

/** Directions to the coordinates when known, else to the address. */
export function directionsUrl(partner: TPublicPartner): string {
  const destination =
    partner.latitude !== null && partner.longitude !== null
      ? `${partner.latitude},${partner.longitude}`
      : addressOf(partner);
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** The clinic's place page: by its place id when it has one, else by name and address. */
export function placeUrl(partner: TPublicPartner): string {
  const query = encodeURIComponent(`${partner.businessName}, ${addressOf(partner)}`);
  const place = partner.placeId ? `&query_place_id=${encodeURIComponent(partner.placeId)}` : '';
  return `https://www.google.com/maps/search/?api=1&query=${query}${place}`;
}

export function PublicPartnerCard({ partner, unit }: { partner: TPublicPartner; unit: TDistanceUnit }) {
  const headingId = `partner-${partner.id}`;
  return (
    <Card role="article" aria-labelledby={headingId} className="grid gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold">
          {partner.businessName}
        </h3>
        {partner.distance !== null ? (
          <Badge tone="brand">
            {partner.distance.toFixed(1)} {UNIT_LABEL[unit]}
          </Badge>
        ) : (
          <Badge tone="neutral">Distance unknown</Badge>
        )}
      </div>
      <p className="flex items-start gap-2 text-sm text-muted-ink">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {addressOf(partner)}
      </p>
      {partner.servicesOffered.length > 0 ? (
        <ul aria-label="Services" className="flex flex-wrap gap-1.5">
          {partner.servicesOffered.slice(0, 6).map((service) => (
            <li key={service}>
              <Badge tone="neutral">{service}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button asChild size="sm">
          <a href={directionsUrl(partner)} target="_blank" rel="noopener noreferrer">
            <Navigation aria-hidden="true" />
            Directions
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={placeUrl(partner)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            View on map
          </a>
        </Button>
        {partner.phone ? (
          <Button asChild size="sm" variant="outline">
            <a href={`tel:${partner.phone.replace(/[^\d+]/g, '')}`}>
              <Phone aria-hidden="true" />
              {partner.phone}
            </a>
          </Button>
        ) : null}
        {partner.websiteUrl ? (
          <Button asChild size="sm" variant="ghost">
            <a href={partner.websiteUrl} target="_blank" rel="noopener noreferrer">
              <Globe aria-hidden="true" />
              Website
            </a>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
