import { geocodeWithNetwork } from './network-geocoder.ts';
import { type GeoPoint, geocodeOffline } from './offline-geocoder.ts';

export interface GeocodeLog {
  warn(details: { err: unknown }, message: string): void;
}

/**
 * Places free text (ZIP, city or address). With GEOCODER_URL the network
 * geocoder is asked first, for street-level precision; when it fails or finds
 * nothing, the embedded offline geocoder answers.
 */
export async function geocodeLocation(options: {
  text: string;
  geocoderUrl?: string;
  log?: GeocodeLog;
}): Promise<GeoPoint | null> {
  if (options.geocoderUrl) {
    try {
      const point = await geocodeWithNetwork(options.geocoderUrl, options.text);
      if (point) return point;
    } catch (error) {
      options.log?.warn({ err: error }, 'network geocoder failed; using the offline geocoder');
    }
  }
  return geocodeOffline(options.text);
}

/** The one line a partner's address is geocoded from. */
export function partnerAddressLine(partner: {
  address: string;
  city: string;
  state: string;
  zip_code: string;
}): string {
  return `${partner.address}, ${partner.city}, ${partner.state} ${partner.zip_code}`;
}
