import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { TChatStreamEvent } from '#common/contracts/chat.ts';
import { chatEndpoints as chat } from '#common/contracts/endpoints/chat.ts';
import { warmKnowledgeIndex } from '#server/chat/knowledge-index.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { answerQuestion } from '#server/services/chat/answer-question.ts';
import { deleteChatHistory } from '#server/services/chat/delete-chat-history.ts';
import { listChatHistory } from '#server/services/chat/list-chat-history.ts';
import { loadPetContext } from '#server/services/chat/load-pet-context.ts';
import { requireChatMember } from '#server/services/chat/require-chat-member.ts';

function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

function toSse(event: TChatStreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** Reading and asking (common/contracts/endpoints/chat.ts): Plus members only, refused in the chat's words. */
export async function chatRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config, chatModel } = deps;
  // Counted per member (not per IP), so one household's members do not share a limit.
  const askLimit = {
    rateLimit: {
      max: config.rateLimits.chatPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
    },
  };
  warmKnowledgeIndex();

  serve(app, deps, chat.history, async (request) => listChatHistory({ db, user: request.user }));

  // SPEC's call, whole or streamed: one route, so one rate limit covers both.
  serve(
    app,
    deps,
    chat.ask,
    async (request, reply) => {
      const user = requireChatMember(request.user);
      const context = await loadPetContext({ db, user, petId: request.body.petId });
      const controller = new AbortController();
      const events = answerQuestion({
        db,
        model: chatModel,
        chat: config.chat,
        log: request.log,
        userId: user.id,
        question: request.body.message,
        context,
        signal: controller.signal,
      });
      if (!wantsEventStream(request)) {
        for await (const event of events) {
          if (event.type === 'done') return reply.status(201).send(event.message);
        }
        throw new AppError('INTERNAL');
      }
      // The member closed the page: stop the model and store nothing.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      async function* frames(): AsyncGenerator<string> {
        try {
          for await (const event of events) yield toSse(event);
        } catch (error) {
          request.log.error({ err: error }, 'chat answer failed');
          yield toSse({
            type: 'error',
            code: 'INTERNAL',
            message: 'Failed to send message. Please try again.',
          });
        }
      }
      // The event stream has no JSON contract: Fastify pipes a stream without serialising it.
      return reply
        .status(200)
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store, no-transform')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(frames()));
    },
    { config: askLimit },
  );
  await chatHistoryRoutes(app, deps);
}

/** Any member may delete their history, a former Plus member included. */
async function chatHistoryRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  serve(app, deps, chat.deleteHistory, async (request, reply) => {
    await deleteChatHistory({ db: deps.db, user: request.user });
    return reply.status(204).send();
  });
}
