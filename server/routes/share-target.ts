import type { FastifyInstance } from 'fastify';
import { SHARE_TARGET_PATH, SHARED_PHOTO_MARKERS, sharedPhotoUrl } from '#common/share-target.ts';

/**
 * The manifest's share target (docs/product-rules.md#installed-app) as the server sees it: the
 * service worker answers this POST in the browser, so one that arrives here was sent before the
 * worker was running (the app installed, then its data cleared) and its photo is not kept. The
 * scanner is opened with the 'unavailable' marker, where it says so and points to the upload
 * button. The body is never read: a parser that takes nothing stands in for every content type.
 */
export async function shareTargetRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.post(SHARE_TARGET_PATH, async (_request, reply) =>
      reply.redirect(sharedPhotoUrl(SHARED_PHOTO_MARKERS.unavailable), 303),
    );
  });
}
