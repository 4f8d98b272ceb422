import { clinicGradingEndpoints as grading } from '#common/contracts/endpoints/clinic-grading.ts';
import type { AppDeps } from '#server/deps.ts';
import { requireClinicStaff } from '#server/plugins/endpoint-guards.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { getGradingAgreement } from '#server/services/admin/get-grading-agreement.ts';
import { getGradingScan } from '#server/services/clinics/get-grading-scan.ts';
import { listGradingQueue } from '#server/services/clinics/list-grading-queue.ts';
import { saveVetGrade } from '#server/services/clinics/save-vet-grade.ts';

/**
 * Blind grading for clinic staff (docs/product-rules.md#vet-grading-and-consent): the `clinic`
 * guard finds the caller's clinic, and each service reaches only the scans it may grade.
 */
export async function clinicGradingRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const noStore = { 'cache-control': 'no-store' };

  serve(app, deps, grading.queue, async (request, reply) => {
    reply.headers(noStore);
    return listGradingQueue({ db, staff: requireClinicStaff(request) });
  });

  serve(app, deps, grading.scan, async (request, reply) => {
    reply.headers(noStore);
    return getGradingScan({ db, staff: requireClinicStaff(request), scanId: request.params.scanId });
  });

  serve(app, deps, grading.grade, async (request, reply) => {
    const result = await saveVetGrade({
      db,
      staff: requireClinicStaff(request),
      scanId: request.params.scanId,
      grade: request.body,
    });
    return reply.status(201).headers(noStore).send(result);
  });
  await gradingAdminRoutes(app, deps);
}

/** The agreement figures, for admins. */
async function gradingAdminRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  serve(app, deps, grading.agreement, async (request) =>
    getGradingAgreement({ db: deps.db, user: request.user }),
  );
}
