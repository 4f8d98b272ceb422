import { Siren } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { ASSISTANT_LABEL, type TChatSource } from '#common/contracts/chat.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/cn.ts';
import { AnswerText } from './answer-text.tsx';
import { ChatSources } from './chat-sources.tsx';

export interface ChatEntryView {
  message: string;
  response: string;
  sources: TChatSource[];
  isEmergency: boolean;
}

interface ChatEntryProps {
  entry: ChatEntryView;
  isStreaming?: boolean;
  /**
   * An emergency answer just given: it is scrolled into view at its top and takes the focus, so
   * "see a vet now" is the first thing seen and read out.
   */
  takesFocus?: boolean;
}

/** Room left above an emergency answer brought to the top of the conversation box. */
const TOP_GAP_PX = 12;

/**
 * Puts an answer's first line at the top of the conversation box. Only the box scrolls, and the
 * page only as far as needed to show the box: scrolling the page to the answer itself would push
 * the box's own header under the sticky site header and pull the footer into view.
 */
function bringToTop(answer: HTMLElement): void {
  const log = answer.closest<HTMLElement>('[role="log"]');
  if (!log) {
    answer.scrollIntoView({ block: 'start' });
    return;
  }
  log.scrollTop += answer.getBoundingClientRect().top - log.getBoundingClientRect().top - TOP_GAP_PX;
  log.scrollIntoView({ block: 'nearest' });
}

/** One exchange: the member's message ('You:') and the assistant's answer, line breaks kept. */
export function ChatEntry({ entry, isStreaming = false, takesFocus = false }: ChatEntryProps) {
  const answerRef = useRef<HTMLDivElement>(null);
  const labelId = useId();

  // Moving focus is an effect by nature: it follows the answer's arrival, not a click.
  useEffect(() => {
    const answer = answerRef.current;
    if (!takesFocus || !answer) return;
    bringToTop(answer);
    answer.focus({ preventScroll: true });
  }, [takesFocus]);

  return (
    <li className="grid min-w-0 gap-3" data-chat-entry>
      <div className="ml-auto max-w-[85%] min-w-0 rounded-2xl rounded-br-md bg-brand-700 px-4 py-3 text-white">
        <p className="text-xs font-bold tracking-wide text-brand-100 uppercase">You:</p>
        <p className="mt-1 whitespace-pre-wrap wrap-anywhere">{entry.message}</p>
      </div>
      <div
        ref={answerRef}
        className={cn(
          'max-w-[92%] min-w-0 rounded-2xl rounded-bl-md border bg-white px-4 py-3 text-ink shadow-xs outline-none',
          entry.isEmergency
            ? 'border-urgent bg-urgent-soft focus-visible:ring-2 focus-visible:ring-urgent/50'
            : 'border-line',
        )}
        aria-busy={isStreaming || undefined}
        {...(entry.isEmergency
          ? { role: 'region', 'aria-labelledby': labelId, tabIndex: -1, 'data-emergency-answer': true }
          : {})}
      >
        <p
          id={labelId}
          className={cn(
            'flex items-center gap-1.5 text-xs font-bold tracking-wide uppercase',
            entry.isEmergency ? 'text-urgent' : 'text-brand-700',
          )}
        >
          {entry.isEmergency ? <Siren aria-hidden="true" className="size-4" /> : null}
          {ASSISTANT_LABEL}:{entry.isEmergency ? <span className="sr-only"> emergency answer</span> : null}
        </p>
        <div className="mt-1">
          {entry.response ? <AnswerText text={entry.response} /> : <Spinner label="Writing an answer…" />}
        </div>
        {entry.isEmergency ? (
          <Button asChild variant="accent" size="sm" className="mt-3">
            <Link to="/find-vets">Find a vet now</Link>
          </Button>
        ) : null}
        {isStreaming ? null : <ChatSources sources={entry.sources} />}
      </div>
    </li>
  );
}
