/** Plain HTTP against the two instances, as a browser behind a load balancer would reach them. */
import { inject } from 'vitest';

export const stack = () => inject('twoInstances');

export interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The body as JSON (undefined when it is not JSON); tests parse it with the endpoint's contract. */
  json: unknown;
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON. */
  json?: unknown;
  form?: FormData;
  cookie?: string;
  /** The client's address, as the load balancer reports it in X-Forwarded-For. */
  ip: string;
}

export async function call(base: string, path: string, options: RequestOptions): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip };
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | FormData | undefined = options.form;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  let json: unknown;
  if (response.headers.get('content-type')?.includes('application/json')) json = JSON.parse(bytes.toString());
  return { status: response.status, headers: response.headers, body: bytes, json };
}

/** The machine-readable error code of a refusal (common/error-codes.ts). */
export function codeOf(answer: Answer): string | undefined {
  const { json } = answer;
  return typeof json === 'object' && json !== null && 'code' in json ? String(json.code) : undefined;
}

/** The Cookie header after a response: earlier cookies, updated by its Set-Cookie lines. */
export function withCookies(previous: string, answer: Answer): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  for (const line of answer.headers.getSetCookie()) {
    const pair = line.split(';')[0];
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value === '' || /max-age=0\b|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Distinct client addresses for one test file (`block` 1-250 sets it apart from the other files), so
 * per-IP limits shared through Redis never mix one test's requests with another's.
 */
export function addressPool(block: number): () => string {
  let next = 0;
  return () => {
    next++;
    return `10.${block}.${Math.floor(next / 250)}.${(next % 250) + 1}`;
  };
}

let member = 0;
export async function signUp(
  base: string,
  ip: string,
): Promise<{ cookie: string; email: string; password: string }> {
  const email = `two-instances-${process.pid}-${++member}-${Date.now()}@example.com`;
  const password = 'a long enough password';
  const answer = await call(base, '/api/auth/signup', {
    ip,
    json: { firstName: 'Two', lastName: 'Instances', email, password },
  });
  if (answer.status !== 201) throw new Error(`signup failed: ${answer.status} ${answer.body}`);
  return { cookie: withCookies('', answer), email, password };
}

/** POST /api/scans with one photo, as the web app's upload sends it. */
export function postScan(
  base: string,
  photo: Buffer,
  options: { ip: string; cookie?: string },
): Promise<Answer> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'pet.jpg');
  return call(base, '/api/scans', { ...options, form });
}
