import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { cookieHeader } from '../setup/test-app.ts';

/** The mails queued to one address, newest first (what the owner would find in their inbox). */
export function mailsTo(db: Db, to: string, kind?: string) {
  let query = db.selectFrom('outbox_emails').selectAll().where('to_address', '=', to);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('created_at', 'desc').execute();
}

/** The token of the newest link to `page` mailed to `to`, read from the outbox as the owner would. */
export async function linkTokenFromMail(db: Db, to: string, page: string): Promise<string> {
  const pattern = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`);
  for (const mail of await mailsTo(db, to)) {
    const match = pattern.exec(mail.body_text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${page} link mailed to ${to}`);
}

export function post(app: FastifyInstance, url: string, payload: object, cookie = '') {
  return app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
}

/** Logs in and returns the new session's cookie header (a second device, say). */
export async function logIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await post(app, '/api/auth/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return cookieHeader(response);
}

export async function statusOfSession(app: FastifyInstance, cookie: string): Promise<number> {
  return (await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode;
}
