import { z } from 'zod';

/** GET /healthz (the process answers) and GET /readyz (the database answers too). */
export const ZHealth = z.object({ status: z.enum(['ok', 'ready']) });
export type THealth = z.infer<typeof ZHealth>;
