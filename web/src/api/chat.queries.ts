import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TChatRequest, type TChatStreamEvent, ZChatStreamEvent } from '#common/contracts/chat.ts';
import { callEndpoint, endpointUrl } from './call-endpoint.ts';
import { apiEventStream } from './client.ts';
import { chatEndpoints as chat } from './endpoints/chat.gen.ts';
import { chatKeys } from './query-keys.ts';

export function chatHistoryQuery() {
  return queryOptions({
    queryKey: chatKeys.history(),
    queryFn: ({ signal }) => callEndpoint(chat.history, { signal }),
  });
}

/**
 * Asks a question and hands each event of the streamed answer to `onEvent` (common/contracts/chat.ts):
 * apiEventStream, not callEndpoint, as only it asks for and reads the event stream.
 */
export async function streamChatAnswer(
  input: TChatRequest,
  onEvent: (event: TChatStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  await apiEventStream(endpointUrl(chat.ask), {
    body: input,
    signal,
    onEvent: (data) => {
      const parsed = ZChatStreamEvent.safeParse(data);
      if (parsed.success) onEvent(parsed.data);
    },
  });
}

export function useDeleteChatHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(chat.deleteHistory),
    onSuccess: () => queryClient.setQueryData(chatKeys.history(), []),
  });
}
