import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TChatHistory, TChatMessage } from '#common/contracts/chat.ts';
import { streamChatAnswer } from '#web/api/chat.queries.ts';
import { isApiError } from '#web/api/client.ts';
import { authKeys, chatKeys, petKeys } from '#web/api/query-keys.ts';
import { toast } from '#web/hooks/use-toast.ts';
import type { ChatEntryView } from './chat-entry.tsx';
import { LOGIN_REDIRECT_MS } from './chat-timing.ts';

/** A stream that ended without its stored answer (connection dropped, server error event). */
class AnswerCutOff extends Error {}

/**
 * Sends a question and shows the answer while it streams in, each piece as it
 * arrives; once stored it joins the history, which is then refetched (SPEC). Errors get SPEC's toasts
 * (docs/product-rules.md#dental-chat); a limit or input problem shows the
 * server's own words, which say what to do. `petId` is the pet asked about, if one is picked.
 */
export function useSendQuestion(petId: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<ChatEntryView | null>(null);

  const reportError = (error: unknown) => {
    if (isApiError(error) && error.status === 401) {
      toast({
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
        variant: 'error',
      });
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: authKeys.user() });
        navigate('/login', { state: { from: '/chat' } });
      }, LOGIN_REDIRECT_MS);
      return;
    }
    if (isApiError(error) && error.code === 'PLUS_REQUIRED') {
      // Plus ended in another tab: the page turns into the Plus Members Only card.
      void queryClient.invalidateQueries({ queryKey: authKeys.user() });
    }
    if (isApiError(error) && error.code === 'NOT_FOUND') {
      // The picked pet was deleted elsewhere: the picker refreshes and falls back to another choice.
      void queryClient.invalidateQueries({ queryKey: petKeys.all });
    }
    const ownWords =
      isApiError(error) &&
      ['RATE_LIMITED', 'VALIDATION_FAILED', 'PLUS_REQUIRED', 'NOT_FOUND'].includes(error.code ?? '');
    toast({
      title: 'Error',
      description:
        ownWords && isApiError(error)
          ? (error.userMessage ?? '')
          : 'Failed to send message. Please try again.',
      variant: 'error',
    });
  };

  /**
   * Resolves with the stored exchange, or null when it failed (the caller keeps the text). An
   * answer that arrives is its own confirmation: no success toast, only error ones.
   */
  const send = async (message: string): Promise<TChatMessage | null> => {
    setPending({ message, response: '', sources: [], isEmergency: false });
    let stored: TChatMessage | null = null;
    try {
      await streamChatAnswer({ message, petId }, (event) => {
        if (event.type === 'start') {
          setPending((p) => p && { ...p, sources: event.sources, isEmergency: event.isEmergency });
        } else if (event.type === 'delta') {
          setPending((p) => p && { ...p, response: p.response + event.text });
        } else if (event.type === 'reset') {
          setPending((p) => p && { ...p, response: '', sources: event.sources });
        } else if (event.type === 'done') {
          stored = event.message;
        } else {
          throw new AnswerCutOff(event.message);
        }
      });
      if (!stored) throw new AnswerCutOff('The answer was cut off.');
      const saved: TChatMessage = stored;
      queryClient.setQueryData<TChatHistory>(chatKeys.history(), (old) => [...(old ?? []), saved]);
      void queryClient.invalidateQueries({ queryKey: chatKeys.history() });
      return saved;
    } catch (error) {
      reportError(error);
      return null;
    } finally {
      setPending(null);
    }
  };

  return { send, pending, isSending: pending !== null };
}
