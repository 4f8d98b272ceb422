import { defineEndpoint } from '../endpoint.ts';
import { ZAdvancedAnalysis, ZAssignScanPet } from '../pets.ts';
import { ZScanRequestParams, ZScanRequestState } from '../scan-requests.ts';
import { ZLocateResult, ZScanList, ZScanListQuery, ZScanParams, ZScanResult } from '../scans.ts';

/**
 * Scanning and reading a scan: a member's or this browser's guest's
 * (server/services/scans/find-accessible-scan.ts); the history, pet assignment and second opinion are a member's.
 */
export const scanEndpoints = {
  /**
   * Multipart with the photo (its text fields checked against ZScanUploadFields), or JSON naming a
   * photo sent ahead (ZScanFromUpload): no body schema, the handler reads and checks either form.
   * Either may carry `requestKey` (a UUID, ZScanRequestKey): the same key again from the same caller
   * answers with the scan it made, using no second quota unit (docs/product-rules.md#reload-during-analysis).
   */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/scans',
    access: 'public',
    responses: { 201: ZScanResult },
  }),
  /** Multipart: the photo alone. Where the mouth is and whether the photo is usable; nothing stored. */
  locate: defineEndpoint({
    method: 'POST',
    path: '/api/scans/locate',
    access: 'public',
    responses: { 200: ZLocateResult },
  }),
  /**
   * Which scan this caller's request key made, after a reload lost the answer: still analysing, or
   * done. Another caller's key, or one that made no scan, answers 404.
   */
  request: defineEndpoint({
    method: 'GET',
    path: '/api/scans/requests/:key',
    access: 'public',
    params: ZScanRequestParams,
    responses: { 200: ZScanRequestState },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/scans/:id',
    access: 'public',
    params: ZScanParams,
    responses: { 200: ZScanResult },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/scans/:id',
    access: 'public',
    params: ZScanParams,
    responses: { 204: null },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/scans',
    access: 'member',
    query: ZScanListQuery,
    responses: { 200: ZScanList },
  }),
  assignPet: defineEndpoint({
    method: 'PUT',
    path: '/api/scans/:id/pet',
    access: 'member',
    params: ZScanParams,
    body: ZAssignScanPet,
    responses: { 200: ZScanResult },
  }),
  analysis: defineEndpoint({
    method: 'GET',
    path: '/api/scans/:id/analysis',
    access: 'plus',
    plusFeature: 'Advanced analysis',
    params: ZScanParams,
    responses: { 200: ZAdvancedAnalysis },
  }),
};
