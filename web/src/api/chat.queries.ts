import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TChatHistory,
  type TChatRequest,
  type TChatStreamEvent,
  ZChatStreamEvent,
} from '#common/contracts/chat.ts';
import { apiEventStream, apiRequest } from './client.ts';
import { chatKeys } from './query-keys.ts';

export function chatHistoryQuery() {
  return queryOptions({
    queryKey: chatKeys.history(),
    queryFn: ({ signal }) => apiRequest<TChatHistory>('/api/chat', { signal }),
  });
}

/** Asks a question and hands each event of the streamed answer to `onEvent` (common/contracts/chat.ts). */
export async function streamChatAnswer(
  input: TChatRequest,
  onEvent: (event: TChatStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  await apiEventStream('/api/chat', {
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
    mutationFn: () => apiRequest<void>('/api/chat', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(chatKeys.history(), []),
  });
}
