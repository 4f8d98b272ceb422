import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * The app as routes see it: every route declares its params, query, body and
 * success responses with the zod schemas in common/contracts, and the request
 * and reply types follow from them. A request that does not match answers 400
 * VALIDATION_FAILED through the one error handler (server/errors.ts); an answer
 * that does not match its contract is a bug and answers 500.
 */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Makes zod the validator and serialiser of every route schema; call before any route is added. */
export function registerTypedRoutes(app: FastifyInstance): TypedApp {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app.withTypeProvider<ZodTypeProvider>();
}
