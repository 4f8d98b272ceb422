import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';

/**
 * Routes opt in with `config: { rateLimit: { max, timeWindow } }`. With REDIS_URL
 * the counters are shared by every app instance behind a load balancer. ioredis is loaded only then:
 * importing it is a noticeable part of a start that does not use it.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'pawsmile-rl-' } : {}),
    errorResponseBuilder: (_request, context) => {
      const error = new Error(
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      );
      Object.assign(error, { statusCode: 429 });
      return error;
    },
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
}
