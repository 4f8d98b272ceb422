import type { ModelTurn } from '#server/chat/build-model-prompt.ts';
import type { Config } from '#server/config.ts';

export type ModelChunk = { type: 'text'; text: string } | { type: 'usage'; totalTokens: number };

/** A model that streams an answer; the production option behind CHAT_API_BASE_URL. */
export interface ChatModel {
  readonly name: string;
  stream(input: {
    messages: ModelTurn[];
    maxTokens: number;
    signal: AbortSignal;
  }): AsyncGenerator<ModelChunk>;
}

export class ModelTimeoutError extends Error {
  constructor(ms: number) {
    super(`the chat model sent nothing for ${ms} ms`);
    this.name = 'ModelTimeoutError';
  }
}

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure, vLLM,
 * llama.cpp, Ollama…). The SDK retries refused connections, 429s and 5xx
 * before the answer starts; once it streams, a silence longer than timeoutMs
 * aborts it, so a stalled provider cannot hold a member's request open.
 */
export async function createOpenAiChatModel(chat: Config['chat']): Promise<ChatModel | null> {
  if (!chat.baseUrl) return null;
  // Loaded only when configured: the SDK's modules would otherwise sit in every server's heap
  // (docs/performance.md#memory).
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({
    baseURL: chat.baseUrl,
    // Self-hosted endpoints often need no key, but the SDK insists on one.
    apiKey: chat.apiKey ?? 'none',
    timeout: chat.timeoutMs,
    maxRetries: chat.maxRetries,
  });
  return {
    name: chat.model,
    async *stream({ messages, maxTokens, signal }) {
      const controller = new AbortController();
      const onAbort = () => controller.abort();
      signal.addEventListener('abort', onAbort, { once: true });
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, chat.timeoutMs);
      };
      try {
        arm();
        const stream = await client.chat.completions.create(
          {
            model: chat.model,
            messages,
            max_tokens: maxTokens,
            temperature: 0.2,
            stream: true,
            stream_options: { include_usage: true },
          },
          { signal: controller.signal },
        );
        for await (const chunk of stream) {
          arm();
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield { type: 'text', text };
          if (chunk.usage) yield { type: 'usage', totalTokens: chunk.usage.total_tokens };
        }
        // The SDK ends an aborted stream quietly; a cut-off answer must not pass for a whole one.
        if (controller.signal.aborted) throw new Error('the chat model stream was aborted');
      } catch (error) {
        if (timedOut) throw new ModelTimeoutError(chat.timeoutMs);
        throw error;
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
      }
    },
  };
}
