import { defineEndpoint } from '../endpoint.ts';
import { ZPendingUpload, ZPendingUploadParams } from '../uploads.ts';

/** A photo sent ahead of its scan, kept for the member or guest browser that sent it (docs/product-rules.md#pending-uploads). */
export const uploadEndpoints = {
  /** Multipart: one `image` part, no other field, read by the handler. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/uploads',
    access: 'public',
    responses: { 201: ZPendingUpload },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/uploads/:id',
    access: 'public',
    params: ZPendingUploadParams,
    responses: { 204: null },
  }),
};
