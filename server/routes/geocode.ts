import { geocodeEndpoints as geocode } from '#common/contracts/endpoints/geocode.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { geocodeLocation } from '#server/services/geocoding/geocode-location.ts';

const GEOCODES_PER_MINUTE = 30;

/** Handlers of common/contracts/endpoints/geocode.ts. */
export async function geocodeRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  serve(
    app,
    deps,
    geocode.lookup,
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
    { config: { rateLimit: { max: GEOCODES_PER_MINUTE, timeWindow: '1 minute' } } },
  );
}
