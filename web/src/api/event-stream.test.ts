import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiEventStream } from './client.ts';

/** A fetch answer whose body arrives in the given pieces, split wherever the network splits it. */
function streamingResponse(pieces: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiEventStream', () => {
  it('hands over each event once whole, however the bytes are split', async () => {
    const frames = [
      'event: start\ndata: {"type":"start","n":1}\n\n',
      'event: delta\ndata: {"type":"delta","text":"Brush daily.\\nUse pet paste."}\n\n',
      'event: done\ndata: {"type":"done"}\n\n',
    ].join('');
    const pieces = [frames.slice(0, 7), frames.slice(7, 50), frames.slice(50, 51), frames.slice(51)];
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => streamingResponse(pieces));
    vi.stubGlobal('fetch', fetchMock);
    const events: unknown[] = [];
    await apiEventStream('/api/chat', { body: { message: 'hi' }, onEvent: (event) => events.push(event) });
    expect(events).toEqual([
      { type: 'start', n: 1 },
      { type: 'delta', text: 'Brush daily.\nUse pet paste.' },
      { type: 'done' },
    ]);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit | undefined;
    expect(init?.headers).toMatchObject({ Accept: 'text/event-stream' });
    expect(init?.credentials).toBe('include');
  });

  it('rejects a refused request with the server’s code and words, before any event', async () => {
    const body = JSON.stringify({
      code: 'PLUS_REQUIRED',
      message: 'AI chat is available for Plus members only.',
    });
    vi.stubGlobal('fetch', async () => new Response(body, { status: 403 }));
    const onEvent = vi.fn();
    const error = await apiEventStream('/api/chat', { body: {}, onEvent }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'PLUS_REQUIRED',
      userMessage: 'AI chat is available for Plus members only.',
    });
    expect(onEvent).not.toHaveBeenCalled();
  });
});
