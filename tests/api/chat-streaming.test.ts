import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPlusMember } from '../setup/chat-support.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

const SENTENCE_DELAY_MS = 60;

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ CHAT_SENTENCE_DELAY_MS: String(SENTENCE_DELAY_MS) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

/** Reads the event stream as a browser would, noting when each answer sentence arrived. */
async function readDeltas(cookie: string, message: string) {
  const response = await fetch(`${origin}/api/chat`, {
    method: 'POST',
    headers: { cookie, accept: 'text/event-stream', 'content-type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  const started = performance.now();
  const arrivals: { text: string; atMs: number }[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const data = JSON.parse(buffer.slice(0, end).split('data: ')[1] ?? '{}');
      buffer = buffer.slice(end + 2);
      if (data.type === 'delta') arrivals.push({ text: data.text, atMs: performance.now() - started });
      end = buffer.indexOf('\n\n');
    }
  }
  return arrivals;
}

describe('the built-in assistant’s stream', () => {
  it('sends one sentence at a time, paced, so the first words arrive well before the last', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    const arrivals = await readDeltas(member.cookie, 'How often should I brush my dog’s teeth?');
    const sentences = arrivals.slice(0, -1); // the last delta is the closing disclaimer
    expect(sentences.length).toBeGreaterThan(4);
    for (const { text } of sentences) expect(text.trim()).toMatch(/(?:[.!?:]|\[\d\])$/);
    const spread = arrivals.at(-2)!.atMs - arrivals[0]!.atMs;
    expect(spread).toBeGreaterThanOrEqual((sentences.length - 2) * SENTENCE_DELAY_MS);
  });

  it('sends the emergency answer paced too, see-a-vet-now first', async () => {
    const member = await signUpPlusMember(t.app, t.db);
    const arrivals = await readDeltas(member.cookie, 'My dog’s gums are white and he collapsed');
    expect(arrivals[0]?.text).toBe('This could be an emergency. ');
    expect(arrivals.length).toBeGreaterThan(3);
  });
});
