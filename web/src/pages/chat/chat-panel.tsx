import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CHAT_DISCLAIMER } from '#common/contracts/chat.ts';
import { chatHistoryQuery } from '#web/api/chat.queries.ts';
import { petsListQuery } from '#web/api/pets.queries.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ChatComposer, type SendOutcome } from './chat-composer.tsx';
import { ChatEntry } from './chat-entry.tsx';
import { ChatPetPicker } from './chat-pet-picker.tsx';
import { DeleteHistoryButton } from './delete-history-button.tsx';
import { useChatPet } from './use-chat-pet.ts';
import { useSendQuestion } from './use-send-question.ts';

/** Room left above the newest exchange when it is taller than the conversation box. */
const NEWEST_TOP_GAP_PX = 12;

/** The Plus member's chat: history (loading and empty states), the streaming answer, the question box. */
export function ChatPanel() {
  const history = useQuery(chatHistoryQuery());
  const pets = useQuery(petsListQuery());
  const petList = pets.data?.pets ?? [];
  const { choice, petId, choose } = useChatPet(pets.data?.pets);
  const { send, pending, isSending } = useSendQuestion(petId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const entries = history.data ?? [];
  /** The emergency answer just given, once stored: it keeps its place at the top of the view. */
  const [emergencyId, setEmergencyId] = useState<string | null>(null);
  const isEmergencyShown =
    pending?.isEmergency || (emergencyId !== null && entries.at(-1)?.id === emergencyId);

  // Follow the newest exchange as history loads and as the answer streams in, but never past the
  // exchange's start: a long answer is read from its first line. An emergency answer instead
  // places itself with its first line at the top (ChatEntry's takesFocus).
  const scrollKey = `${entries.length}:${pending?.response.length ?? -1}`;
  useEffect(() => {
    const log = scrollRef.current;
    if (!log || !scrollKey || isEmergencyShown) return;
    const newest = log.querySelector<HTMLElement>('[data-chat-entry]:last-child');
    const bottom = log.scrollHeight - log.clientHeight;
    log.scrollTop = newest ? Math.min(bottom, newest.offsetTop - NEWEST_TOP_GAP_PX) : bottom;
  }, [scrollKey, isEmergencyShown]);

  const ask = async (message: string): Promise<SendOutcome> => {
    setEmergencyId(null);
    const stored = await send(message);
    if (!stored) return 'failed';
    if (!stored.isEmergency) return 'answered';
    setEmergencyId(stored.id);
    return 'emergency';
  };

  return (
    <Card className="mt-4 flex min-h-0 flex-1 flex-col overflow-hidden sm:mt-6 sm:flex-none">
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2 max-sm:pr-2 sm:flex-wrap sm:gap-3 sm:px-5 sm:py-3">
        <p className="min-w-0 flex-1 text-xs text-muted-ink sm:min-w-60 sm:text-sm">{CHAT_DISCLAIMER}</p>
        <DeleteHistoryButton
          isDisabled={entries.length === 0 || isSending}
          focusAfterDelete={() => inputRef.current?.focus()}
        />
      </div>
      {/* Relative: screen-reader-only labels inside stay within the scrolling box, not below the page.
          Focusable: a keyboard user scrolls a long conversation with the arrow keys. */}
      <div
        ref={scrollRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="relative min-h-40 flex-1 overflow-y-auto bg-paper px-3 py-4 sm:h-[calc(100dvh-26rem)] sm:min-h-64 sm:flex-none sm:px-5"
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
        <ol className="grid min-w-0 grid-cols-1 gap-6">
          {entries.map((entry) => (
            <ChatEntry key={entry.id} entry={entry} takesFocus={entry.id === emergencyId} />
          ))}
          {pending ? <ChatEntry entry={pending} isStreaming takesFocus={pending.isEmergency} /> : null}
        </ol>
      </div>
      <ChatComposer
        isSending={isSending}
        onSend={ask}
        inputRef={inputRef}
        toolbar={
          petList.length > 0 ? (
            <ChatPetPicker pets={petList} choice={choice} onChange={choose} disabled={isSending} />
          ) : null
        }
      />
    </Card>
  );
}
