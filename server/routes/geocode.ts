import { ZGeocodeQuery, ZGeocodeResult } from '#common/contracts/vet-partners.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { geocodeLocation } from '#server/services/geocoding/geocode-location.ts';

const GEOCODES_PER_MINUTE = 30;

export async function geocodeRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  app.get(
    '/api/geocode',
    {
      config: { rateLimit: { max: GEOCODES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { querystring: ZGeocodeQuery, response: { 200: ZGeocodeResult } },
    },
    async (request) => {
      const point = await geocodeLocation({
        text: request.query.location,
        geocoderUrl: deps.config.geocoderUrl,
        log: request.log,
      });
      if (!point) {
        throw new AppError('NOT_FOUND', "We could not find that place. Try a ZIP code or 'City, ST'.");
      }
      return point;
    },
  );
}
