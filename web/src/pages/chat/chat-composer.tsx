import { SendHorizontal } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useState,
} from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '#common/contracts/chat.ts';
import { Button } from '#web/components/ui/button.tsx';
import { MessageLengthCounter } from './message-length-counter.tsx';

/** How a question ended: an emergency answer takes focus itself (ChatEntry), the others give it back. */
export type SendOutcome = 'answered' | 'emergency' | 'failed';

interface ChatComposerProps {
  isSending: boolean;
  /** Resolves 'failed' when sending failed; the text is then put back for another try. */
  onSend: (message: string) => Promise<SendOutcome>;
  /** The question box, for the panel to focus (after the history is deleted). */
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** Shown above the question box (the pet picker), so what the question is about sits beside it. */
  toolbar?: ReactNode;
}

const COUNTER_ID = 'chat-input-count';

/**
 * The question box: Enter sends (Shift+Enter for a new line); blank text, a pending answer or
 * text over the limit disables sending. Text over the limit is kept as typed or pasted, never cut:
 * the counter turns red and says by how much, so the member decides what to remove.
 */
export function ChatComposer({ isSending, onSend, inputRef, toolbar }: ChatComposerProps) {
  const [text, setText] = useState('');
  /** Set when an answer has finished: the box is enabled again on the next render, then focused. */
  const [isRefocusDue, setIsRefocusDue] = useState(false);
  // The server trims before it checks the length (common/contracts/chat.ts), so the counter does too.
  const length = text.trim().length;
  const isBlank = length === 0;
  const isOverLimit = length > CHAT_MESSAGE_MAX_LENGTH;

  const submit = async () => {
    if (isBlank || isOverLimit || isSending) return;
    const message = text.trim();
    setText('');
    const outcome = await onSend(message);
    if (outcome === 'failed') setText((current) => current || message);
    // The box is disabled while the answer streams, which drops focus to the page: typing the next
    // question must land in the box again (not after an emergency, whose card keeps focus).
    if (outcome !== 'emergency') setIsRefocusDue(true);
  };

  useEffect(() => {
    if (!isRefocusDue || isSending) return;
    setIsRefocusDue(false);
    inputRef.current?.focus();
  }, [isRefocusDue, isSending, inputRef]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-2 border-t border-line p-3 sm:p-4">
      {toolbar}
      <div className="flex items-end gap-2">
        <label htmlFor="chat-input" className="sr-only">
          Your question about your pet’s dental health
        </label>
        <textarea
          ref={inputRef}
          id="chat-input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={isSending}
          rows={2}
          aria-describedby={COUNTER_ID}
          aria-invalid={isOverLimit || undefined}
          placeholder="Ask about teeth, gums or your latest scan…"
          className="max-h-40 min-h-11 min-w-0 flex-1 resize-y rounded-xl border border-field-line bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-muted-ink/80 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/40 disabled:opacity-60 aria-invalid:border-urgent aria-invalid:focus-visible:outline-urgent/40 sm:text-sm"
        />
        <Button
          type="submit"
          size="icon"
          disabled={isSending || isBlank || isOverLimit}
          aria-label="Send message"
        >
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <MessageLengthCounter id={COUNTER_ID} length={length} limit={CHAT_MESSAGE_MAX_LENGTH} />
    </form>
  );
}
