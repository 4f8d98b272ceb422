import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '#server/config.ts';

/** One connection per app instance, shared by the request limits and the login throttle. */
export function createRedis(config: Config): Redis | undefined {
  return config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
}

/**
 * Routes opt in with `config: { rateLimit: { max, timeWindow } }`. With REDIS_URL
 * the counters are shared by every app instance behind a load balancer.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Config,
  redis: Redis | undefined,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}-rl-` } : {}),
    errorResponseBuilder: (_request, context) => {
      const error = new Error(
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      );
      Object.assign(error, { statusCode: 429 });
      return error;
    },
  });
}
