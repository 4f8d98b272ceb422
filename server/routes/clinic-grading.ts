import {
  ZGradeRequest,
  ZGradeResult,
  ZGradingAgreement,
  ZGradingParams,
  ZGradingQueue,
  ZGradingScan,
} from '#common/contracts/clinic-grading.ts';
import type { AppDeps } from '#server/deps.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { getGradingAgreement } from '#server/services/admin/get-grading-agreement.ts';
import { getGradingScan } from '#server/services/clinics/get-grading-scan.ts';
import { listGradingQueue } from '#server/services/clinics/list-grading-queue.ts';
import { saveVetGrade } from '#server/services/clinics/save-vet-grade.ts';

/**
 * Blind grading for clinic staff (docs/product-rules.md#vet-grading-and-consent); registered among
 * the signed-in routes (server/app.ts), and every service starts with assertClinicStaff.
 */
export async function clinicGradingRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const noStore = { 'cache-control': 'no-store' };

  app.get('/api/clinic/grading', { schema: { response: { 200: ZGradingQueue } } }, async (request, reply) => {
    reply.headers(noStore);
    return listGradingQueue({ db, user: request.user });
  });

  app.get(
    '/api/clinic/grading/:scanId',
    { schema: { params: ZGradingParams, response: { 200: ZGradingScan } } },
    async (request, reply) => {
      reply.headers(noStore);
      return getGradingScan({ db, user: request.user, scanId: request.params.scanId });
    },
  );

  app.post(
    '/api/clinic/grading/:scanId',
    { schema: { params: ZGradingParams, body: ZGradeRequest, response: { 201: ZGradeResult } } },
    async (request, reply) => {
      const result = await saveVetGrade({
        db,
        user: request.user,
        scanId: request.params.scanId,
        grade: request.body,
      });
      return reply.status(201).headers(noStore).send(result);
    },
  );
}

/** The agreement figures; registered in the admins' group (server/app.ts). */
export async function gradingAdminRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  app.get(
    '/api/admin/grading-agreement',
    { schema: { response: { 200: ZGradingAgreement } } },
    async (request) => getGradingAgreement({ db: deps.db, user: request.user }),
  );
}
