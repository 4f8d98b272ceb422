import {
  ZGradeRequest,
  ZGradeResult,
  ZGradingAgreement,
  ZGradingParams,
  ZGradingQueue,
  ZGradingScan,
} from '../clinic-grading.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Blind grading by clinic vets, and how far it agrees with the analyser (docs/product-rules.md#vet-grading-and-consent). */
export const clinicGradingEndpoints = {
  queue: defineEndpoint({
    method: 'GET',
    path: '/api/clinic/grading',
    access: 'clinic',
    responses: { 200: ZGradingQueue },
  }),
  /** Nothing the analyser said until this vet has graded the scan. */
  scan: defineEndpoint({
    method: 'GET',
    path: '/api/clinic/grading/:scanId',
    access: 'clinic',
    params: ZGradingParams,
    responses: { 200: ZGradingScan },
  }),
  /** One grade per vet per scan, never changed (409 for a second); the answer reveals the analyser's reading. */
  grade: defineEndpoint({
    method: 'POST',
    path: '/api/clinic/grading/:scanId',
    access: 'clinic',
    params: ZGradingParams,
    body: ZGradeRequest,
    responses: { 201: ZGradeResult },
  }),
  agreement: defineEndpoint({
    method: 'GET',
    path: '/api/admin/grading-agreement',
    access: 'admin',
    responses: { 200: ZGradingAgreement },
  }),
};
