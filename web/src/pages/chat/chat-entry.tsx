import { Siren } from 'lucide-react';
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

/** One exchange: the member's message ('You:') and the assistant's answer, line breaks kept. */
export function ChatEntry({ entry, isStreaming = false }: { entry: ChatEntryView; isStreaming?: boolean }) {
  return (
    <li className="grid gap-3" data-chat-entry>
      <div className="ml-auto max-w-[85%] rounded-2xl rounded-br-md bg-brand-700 px-4 py-3 text-white">
        <p className="text-xs font-bold tracking-wide text-brand-100 uppercase">You:</p>
        <p className="mt-1 whitespace-pre-wrap break-words">{entry.message}</p>
      </div>
      <div
        className={cn(
          'max-w-[92%] rounded-2xl rounded-bl-md border bg-white px-4 py-3 text-ink shadow-xs',
          entry.isEmergency ? 'border-urgent bg-urgent-soft' : 'border-line',
        )}
        aria-busy={isStreaming || undefined}
      >
        <p
          className={cn(
            'flex items-center gap-1.5 text-xs font-bold tracking-wide uppercase',
            entry.isEmergency ? 'text-urgent' : 'text-brand-700',
          )}
        >
          {entry.isEmergency ? <Siren aria-hidden="true" className="size-4" /> : null}
          {ASSISTANT_LABEL}:
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
