import { defineEndpoint } from '../endpoint.ts';
import { ZScanParams } from '../scans.ts';
import { ZSharedMediaParams, ZSharedScan, ZShareParams, ZShareResponse } from '../share.ts';

/** A scan's public link (docs/product-rules.md#sharing): its owner turns it on and off, anyone reads it. */
export const shareEndpoints = {
  /** Sharing twice answers the same link. */
  enable: defineEndpoint({
    method: 'POST',
    path: '/api/scans/:id/share',
    access: 'public',
    params: ZScanParams,
    responses: { 200: ZShareResponse },
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/scans/:id/share',
    access: 'public',
    params: ZScanParams,
    responses: { 204: null },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/share/:shareId',
    access: 'public',
    params: ZShareParams,
    responses: { 200: ZSharedScan },
  }),
  /** Only while its link is active. */
  photo: defineEndpoint({
    method: 'GET',
    path: '/media/share/:shareId/:kind',
    access: 'public',
    params: ZSharedMediaParams,
    responses: { 200: null },
  }),
};
