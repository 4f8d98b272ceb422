import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CHAT_LOGIN_REQUIRED } from '#common/contracts/chat.ts';
import { isPlusStatus } from '#common/plans.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { cn } from '#web/lib/cn.ts';
import { ChatPanel } from './chat-panel.tsx';
import { LOGIN_REDIRECT_MS } from './chat-timing.ts';
import { PlusOnlyCard } from './plus-only-card.tsx';

const CHAT_TITLE = 'AI Dental Health Chat';

/** /chat: Plus members ask the AI Vet Assistant; Starter members see what Plus adds; guests are sent to log in. */
export function ChatPage() {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const isSignedOut = !isLoading && !user;

  // A timer is an effect by nature: the toast shows at once, the redirect follows after the delay.
  useEffect(() => {
    if (!isSignedOut) return;
    toast({ title: CHAT_LOGIN_REQUIRED.title, description: CHAT_LOGIN_REQUIRED.message, variant: 'error' });
    const timer = setTimeout(
      () => navigate('/login', { replace: true, state: { from: '/chat' } }),
      LOGIN_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [isSignedOut, navigate]);

  const isPlus = user !== null && isPlusStatus(user.subscriptionStatus);
  return (
    <section
      // On a phone the conversation fills the screen below the header, with no footer under it
      // (the layout reads this mark: components/layout/app-layout.tsx).
      data-fills-screen={isPlus || undefined}
      className={cn(
        'mx-auto flex w-full max-w-3xl flex-col px-4 py-6 sm:px-6 sm:py-10',
        // At desktop size too the whole chat fits the first screen, the footer just below it.
        isPlus && 'sm:py-6',
        isPlus && 'max-sm:min-h-0 max-sm:flex-1 max-sm:py-3',
      )}
    >
      <PageTitle title={CHAT_TITLE} />
      <h1 className={cn('text-2xl font-extrabold sm:text-4xl', isPlus && 'max-sm:text-xl')}>{CHAT_TITLE}</h1>
      {isLoading ? <PageSpinner /> : null}
      {isSignedOut ? (
        <p className="mt-4 text-muted-ink">{CHAT_LOGIN_REQUIRED.message} Taking you to the login page…</p>
      ) : null}
      {user && !isPlus ? <PlusOnlyCard /> : null}
      {isPlus ? <ChatPanel /> : null}
    </section>
  );
}
