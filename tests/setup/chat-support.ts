import type { FastifyInstance } from 'fastify';
import type { TChatStreamEvent } from '#common/contracts/chat.ts';
import type { Db } from '#server/db/client.ts';
import { signUpUser } from './test-app.ts';

/** A signed-up member with Plus, as a payment would leave them. */
export async function signUpPlusMember(app: FastifyInstance, db: Db) {
  const member = await signUpUser(app);
  await db
    .updateTable('users')
    .set({ subscription_status: 'plus_active' })
    .where('id', '=', member.userId)
    .execute();
  return member;
}

/** POST /api/chat; `stream` asks for the Server-Sent Events answer. */
export function ask(app: FastifyInstance, cookie: string | undefined, message: unknown, stream = false) {
  return app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { ...(cookie ? { cookie } : {}), ...(stream ? { accept: 'text/event-stream' } : {}) },
    payload: { message },
  });
}

/** The events of a Server-Sent Events body, in order. */
export function parseSse(body: string): TChatStreamEvent[] {
  return body
    .split('\n\n')
    .filter((frame) => frame.trim() !== '')
    .map((frame) => {
      const data = frame.split('\n').find((line) => line.startsWith('data: '));
      return JSON.parse(data?.slice(6) ?? '{}') as TChatStreamEvent;
    });
}

/** The text a reader of the stream ends up with: deltas appended, cleared on reset. */
export function streamedText(events: TChatStreamEvent[]): string {
  let text = '';
  for (const event of events) {
    if (event.type === 'delta') text += event.text;
    if (event.type === 'reset') text = '';
  }
  return text;
}
