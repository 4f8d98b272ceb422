import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '#web/api/client.ts';
import { finderQuery, geocode } from '#web/api/vet-partners.queries.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { PublicPartnerCard } from '#web/components/vets/public-partner-card.tsx';
import { track } from '#web/lib/analytics.ts';
import { LocationBar } from './location-bar.tsx';
import { mapSearchPlace, vetMapSearchUrl } from './map-search.ts';
import { NoPartners } from './no-partners.tsx';
import { useGeolocation } from './use-geolocation.ts';

/** Where the search starts: `isDevice` when it is the device's own location rather than a typed place. */
type Origin = { lat: number; lng: number; label: string; isDevice: boolean };

/** /find-vets: active partner clinics, nearest first from the visitor's location (docs/product-rules.md#vet-finder). */
export function FindVetsPage() {
  const [origin, setOrigin] = useState<Origin | null>(null);
  // A failed search says why, with the typed place, so the map search can still be offered for it.
  const [searchError, setSearchError] = useState<{ message: string; place: string } | null>(null);
  const [isSearching, setIsSearching] = useState(false);
  const geo = useGeolocation();
  const finder = useQuery(finderQuery(origin ? { lat: origin.lat, lng: origin.lng } : null));

  const locateMe = async () => {
    setSearchError(null);
    const result = await geo.detect();
    if (result.phase === 'located') {
      setOrigin({ lat: result.lat, lng: result.lng, label: 'your location', isDevice: true });
      track('vet_finder_used', { method: 'gps' });
    }
  };

  const search = async (text: string) => {
    setSearchError(null);
    geo.reset();
    setIsSearching(true);
    try {
      const point = await geocode(text);
      setOrigin({ ...point, label: text, isDevice: false });
      track('vet_finder_used', { method: 'manual' });
    } catch (error) {
      setSearchError({
        message:
          isApiError(error) && error.userMessage ? error.userMessage : 'Search failed. Please try again.',
        place: text,
      });
    } finally {
      setIsSearching(false);
    }
  };

  const result = finder.data;
  return (
    <div className="pb-16">
      <PageTitle title="Find Local Veterinary Partners" />
      <PageHeader eyebrow="Vet finder" title="Find Local Veterinary Partners">
        <p>Partner clinics near you, nearest first. A scan is a screening: a vet examines and treats.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 sm:px-6">
        <LocationBar
          isDetecting={geo.state.phase === 'detecting'}
          isSearching={isSearching}
          onUseMyLocation={locateMe}
          onSearch={search}
        />
        {geo.state.phase === 'failed' ? (
          <FormMessage>
            {geo.state.message}
            <span className="mt-1 block font-normal">
              On iPhone: Settings › Privacy & Security › Location Services › your browser. On Android:
              Settings › Location, then allow it for your browser.
            </span>
          </FormMessage>
        ) : null}
        {searchError ? (
          <FormMessage>
            {searchError.message}
            <span className="mt-1 block font-normal">
              Or{' '}
              <a
                className="underline"
                href={vetMapSearchUrl(searchError.place)}
                target="_blank"
                rel="noopener noreferrer"
              >
                search the map for vets near “{searchError.place}”
                <span className="sr-only"> (opens maps in a new tab)</span>
              </a>
              .
            </span>
          </FormMessage>
        ) : null}
        <section aria-labelledby="vet-results-title" aria-busy={finder.isFetching} className="grid gap-4">
          <h2 id="vet-results-title" className="text-xl font-bold">
            {origin
              ? `Partners within ${result?.radius ?? 50} ${result?.unit === 'km' ? 'km' : 'miles'} of ${origin.label}`
              : 'Our partner clinics'}
          </h2>
          {finder.isPending ? <Spinner label="Loading partners…" /> : null}
          {finder.isError ? <FormMessage>Failed to fetch vet partners</FormMessage> : null}
          {result && result.partners.length === 0 ? (
            // Before any search, "near me" lets the maps app use the phone's own location.
            <NoPartners
              place={origin ? mapSearchPlace(origin) : 'me'}
              placeLabel={origin ? origin.label : 'you'}
            />
          ) : null}
          {result && result.partners.length > 0 ? (
            <div className="grid gap-4 md:grid-cols-2">
              {result.partners.map((partner) => (
                <PublicPartnerCard key={partner.id} partner={partner} unit={result.unit} />
              ))}
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
