import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat-completions server on a local port, for testing
 * the model path over real HTTP. Each request is answered by the current
 * behaviour: stream an answer, fail with 500, never answer, or start and stall.
 */
export type ProviderBehaviour =
  | { kind: 'answer'; text: string; totalTokens?: number }
  | { kind: 'error'; status: number }
  | { kind: 'hang' }
  | { kind: 'stall-after'; text: string };

export interface MockChatProvider {
  baseUrl: string;
  /** Every request body received, oldest first. */
  requests: {
    model: string;
    messages: { role: string; content: string }[];
    max_tokens?: number;
    stream?: boolean;
  }[];
  behave(behaviour: ProviderBehaviour): void;
  close(): Promise<void>;
}

function chunk(delta: Record<string, unknown>, usage?: { total_tokens: number }): string {
  const body = {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'test-model',
    choices: usage ? [] : [{ index: 0, delta, finish_reason: null }],
    ...(usage ? { usage: { prompt_tokens: 0, completion_tokens: 0, ...usage } } : {}),
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

export async function startMockChatProvider(): Promise<MockChatProvider> {
  let behaviour: ProviderBehaviour = { kind: 'answer', text: 'ok' };
  const requests: MockChatProvider['requests'] = [];
  const open = new Set<ServerResponse>();

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    for await (const part of request) raw += part;
    requests.push(JSON.parse(raw));
    open.add(response);
    response.on('close', () => open.delete(response));
    if (behaviour.kind === 'hang') return;
    if (behaviour.kind === 'error') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'provider is down', type: 'server_error' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(chunk({ role: 'assistant', content: '' }));
    const words = behaviour.text.split(/(?<= )/);
    for (const word of words) response.write(chunk({ content: word }));
    if (behaviour.kind === 'stall-after') return;
    if (behaviour.totalTokens !== undefined)
      response.write(chunk({}, { total_tokens: behaviour.totalTokens }));
    response.end('data: [DONE]\n\n');
  };

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = next;
    },
    async close() {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
