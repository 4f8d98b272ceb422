import { MailCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { useConfirmEmailMutation } from '#web/api/auth-links.queries.ts';
import { isApiError } from '#web/api/client.ts';
import { NETWORK_ERROR_MESSAGE } from '#web/components/auth/apply-server-error.ts';
import { AuthCard } from '#web/components/auth/auth-card.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';

/**
 * /confirm-email?token=…: the page the confirmation mail links to. The change
 * is made by a button press, not on load, so a mail scanner that opens links
 * cannot make it, and a reload cannot spend the link twice.
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { user } = useCurrentUser();
  const confirm = useConfirmEmailMutation();
  const failure = confirm.error
    ? isApiError(confirm.error)
      ? (confirm.error.userMessage ?? 'This link did not work.')
      : NETWORK_ERROR_MESSAGE
    : undefined;
  const next = user ? { to: '/account', label: 'Go to your account' } : { to: '/login', label: 'Log in' };

  return (
    <AuthCard
      title="Confirm your new email"
      subtitle="Your account uses the new address only after you confirm it here."
      footer={
        <Link to={next.to} className="font-semibold text-brand-700 underline">
          {next.label}
        </Link>
      }
    >
      <PageTitle title="Confirm Email" />
      {confirm.isSuccess ? (
        <FormMessage tone="success">
          Done: you now sign in with <strong className="break-all">{confirm.data.email}</strong>.
        </FormMessage>
      ) : token ? (
        <div className="grid gap-5">
          {failure ? <FormMessage>{failure}</FormMessage> : null}
          <Button size="lg" disabled={confirm.isPending} onClick={() => confirm.mutate({ token })}>
            <MailCheck aria-hidden="true" />
            {confirm.isPending ? 'Confirming…' : 'Confirm my new email'}
          </Button>
        </div>
      ) : (
        <FormMessage>This link is incomplete. Open the link from the email again.</FormMessage>
      )}
    </AuthCard>
  );
}
