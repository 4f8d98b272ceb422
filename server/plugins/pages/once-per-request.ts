import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A page load's check, answered once however many parts of the page ask (static-web.ts for the
 * status, page-data-preloads.ts for the preloads), so its database reads are not made twice.
 */
export function oncePerRequest<T>(
  check: (request: FastifyRequest, reply: FastifyReply) => Promise<T>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<T> {
  const answers = new WeakMap<FastifyRequest, Promise<T>>();
  return (request, reply) => {
    let answer = answers.get(request);
    if (!answer) {
      answer = check(request, reply);
      answers.set(request, answer);
    }
    return answer;
  };
}
