import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '#server/config.ts';

/**
 * One connection per app instance, shared by the request limits and the login throttle.
 * ioredis is loaded only when REDIS_URL is set: importing it is a noticeable part of a start.
 */
export async function createRedis(config: Config): Promise<Redis | undefined> {
  if (!config.redisUrl) return undefined;
  const { Redis: RedisClient } = await import('ioredis');
  return new RedisClient(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false });
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
    // With Redis unreachable, serve rather than answer every limited route (login, signup, scans) with
    // a 500: an outage of the counters' store must not become an outage of the product.
    skipOnError: true,
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
