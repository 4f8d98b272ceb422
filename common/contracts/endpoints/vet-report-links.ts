import { defineEndpoint } from '../endpoint.ts';
import { ZPetParams } from '../pets.ts';
import {
  ZCreatedVetReportLink,
  ZSharedPetReport,
  ZVetReportLink,
  ZVetReportLinkList,
  ZVetReportLinkParams,
  ZVetReportScanMediaParams,
  ZVetReportTokenParams,
} from '../vet-report-links.ts';

/** A pet's report opened to a vet by link (docs/product-rules.md#vet-report-links). */
export const vetReportLinkEndpoints = {
  /** The link's address is in this answer only: the server keeps just its hash. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/pets/:id/vet-report-links',
    access: 'plus',
    plusFeature: 'A vet report link',
    params: ZPetParams,
    responses: { 201: ZCreatedVetReportLink },
  }),
  /** A former Plus member still lists and revokes the links they made. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/pets/:id/vet-report-links',
    access: 'member',
    params: ZPetParams,
    responses: { 200: ZVetReportLinkList },
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/pets/:id/vet-report-links/:linkId',
    access: 'member',
    params: ZVetReportLinkParams,
    responses: { 200: ZVetReportLink },
  }),
  /** The link holder's read, signed out: only while the link is open. */
  report: defineEndpoint({
    method: 'GET',
    path: '/api/vet-report/:token',
    access: 'public',
    params: ZVetReportTokenParams,
    responses: { 200: ZSharedPetReport },
  }),
  scanPhoto: defineEndpoint({
    method: 'GET',
    path: '/media/vet-report/:token/scans/:scanId/:kind',
    access: 'public',
    params: ZVetReportScanMediaParams,
    responses: { 200: null },
  }),
  petPhoto: defineEndpoint({
    method: 'GET',
    path: '/media/vet-report/:token/pet-photo',
    access: 'public',
    params: ZVetReportTokenParams,
    responses: { 200: null },
  }),
};
