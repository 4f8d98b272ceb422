/**
 * A general maps search for any veterinarian near a place (docs/product-rules.md#vet-finder): where no
 * partner practises, the owner still finds a vet. A place is what they typed, or "lat,lng" from their
 * device, which the maps search reads as a point.
 */
export function vetMapSearchUrl(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`veterinarian near ${place}`)}`;
}

/** The place as the maps search should read it: coordinates rounded to about 100 m, or the text. */
export function mapSearchPlace(origin: {
  lat: number;
  lng: number;
  label: string;
  isDevice: boolean;
}): string {
  return origin.isDevice ? `${origin.lat.toFixed(3)},${origin.lng.toFixed(3)}` : origin.label;
}
