import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CHAT_DISCLAIMER } from '#common/contracts/chat.ts';
import { chatHistoryQuery } from '#web/api/chat.queries.ts';
import { petsListQuery } from '#web/api/pets.queries.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { ChatEntry } from './chat-entry.tsx';
import { ChatPetPicker } from './chat-pet-picker.tsx';
import { DeleteHistoryButton } from './delete-history-button.tsx';
import { useChatPet } from './use-chat-pet.ts';
import { useSendQuestion } from './use-send-question.ts';

/** The Plus member's chat: history (loading and empty states), the streaming answer, the question box. */
export function ChatPanel() {
  const history = useQuery(chatHistoryQuery());
  const pets = useQuery(petsListQuery());
  const petList = pets.data?.pets ?? [];
  const { choice, petId, choose } = useChatPet(pets.data?.pets);
  const { send, pending, isSending } = useSendQuestion(petId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const entries = history.data ?? [];

  // Keep the newest entry in view as history loads and as the answer streams in.
  const scrollKey = `${entries.length}:${pending?.response.length ?? -1}`;
  useEffect(() => {
    const element = scrollRef.current;
    if (element && scrollKey) element.scrollTop = element.scrollHeight;
  }, [scrollKey]);

  return (
    <Card className="mt-6 flex flex-col overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-2 sm:px-5 sm:py-3">
        <p className="min-w-60 flex-1 text-xs text-muted-ink sm:text-sm">{CHAT_DISCLAIMER}</p>
        <DeleteHistoryButton isDisabled={entries.length === 0 || isSending} />
      </div>
      <div
        ref={scrollRef}
        className="h-[calc(100dvh-26rem)] min-h-64 sm:h-[calc(100dvh-24rem)] overflow-y-auto bg-paper px-3 py-4 sm:px-5"
        role="log"
        aria-label="Conversation"
        aria-busy={isSending || undefined}
      >
        {history.isPending ? (
          <div className="flex h-full items-center justify-center">
            <Spinner label="Loading chat history..." />
            <span className="ml-2 text-muted-ink" aria-hidden="true">
              Loading chat history...
            </span>
          </div>
        ) : null}
        {history.isError ? (
          <p className="p-6 text-center text-urgent">
            The chat history could not be loaded. Please reload the page.
          </p>
        ) : null}
        {history.isSuccess && entries.length === 0 && !pending ? (
          <div className="flex h-full flex-col items-center justify-center text-center">
            <MessagesSquare aria-hidden="true" className="mb-3 size-10 text-brand-600" />
            <p className="font-display text-lg font-bold">Start a conversation!</p>
            <p className="text-muted-ink">Ask me anything about your pet's dental health.</p>
          </div>
        ) : null}
        <ol className="grid gap-6">
          {entries.map((entry) => (
            <ChatEntry key={entry.id} entry={entry} />
          ))}
          {pending ? <ChatEntry entry={pending} isStreaming /> : null}
        </ol>
      </div>
      <ChatComposer
        isSending={isSending}
        onSend={send}
        toolbar={
          petList.length > 0 ? (
            <ChatPetPicker pets={petList} choice={choice} onChange={choose} disabled={isSending} />
          ) : null
        }
      />
    </Card>
  );
}
