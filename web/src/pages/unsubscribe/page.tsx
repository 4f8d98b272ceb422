import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TReminderKind, TUnsubscribeLink, TUnsubscribeScope } from '#common/contracts/reminders.ts';
import { isApiError } from '#web/api/client.ts';
import { unsubscribeLinkQuery, useUnsubscribeMutation } from '#web/api/reminders.queries.ts';
import { failureMessage, NETWORK_ERROR_MESSAGE } from '#web/components/auth/apply-server-error.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';

const KIND_WORDS: Record<TReminderKind, string> = {
  photo: 'dental photo reminders',
  brushing: 'weekly brushing reminders',
};
const SETTINGS_PATH = '/account/reminders';
/** A pet's name can make a label longer than a phone is wide: it wraps instead of overflowing. */
const WRAPPING_BUTTON = 'h-auto min-h-11 whitespace-normal py-2.5 text-center';

/**
 * /unsubscribe?token=…: a reminder mail's link, no login needed. Opening it changes nothing (mail
 * filters open links to scan them); the owner confirms with a button, which POSTs
 * (docs/product-rules.md#reminders).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery({ ...unsubscribeLinkQuery(token), enabled: token !== '' });
  const unsubscribe = useUnsubscribeMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const confirm = (scope: TUnsubscribeScope) =>
    unsubscribe.mutate({ token, scope }, { onSuccess: () => headingRef.current?.focus() });

  let body: ReactNode;
  let heading = 'Unsubscribe from reminders';
  if (token === '' || link.isError) {
    heading = 'This link does not work';
    const message =
      isApiError(link.error) && link.error.userMessage
        ? link.error.userMessage
        : token === ''
          ? 'The link has no token. Open it again from the reminder mail.'
          : NETWORK_ERROR_MESSAGE;
    body = (
      <>
        <p role="alert">{message}</p>
        <SettingsLink label="Sign in to change your reminders" />
      </>
    );
  } else if (link.isPending) {
    body = <PageSpinner label="Reading the link..." />;
  } else if (unsubscribe.isSuccess) {
    heading = 'You are unsubscribed';
    body = (
      <>
        <p role="status">{doneText(unsubscribe.data.scope, unsubscribe.data.link)}</p>
        <SettingsLink label="Change your reminders" />
      </>
    );
  } else {
    body = (
      <Choices
        link={link.data}
        isBusy={unsubscribe.isPending}
        onConfirm={confirm}
        error={unsubscribe.isError ? failureMessage(unsubscribe.error) : undefined}
      />
    );
  }

  return (
    <div className="mx-auto grid max-w-2xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Unsubscribe" />
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold outline-none sm:text-4xl">
        {heading}
      </h1>
      <Card className="grid grid-cols-[minmax(0,1fr)] gap-5 p-6">{body}</Card>
    </div>
  );
}

function Choices(props: {
  link: TUnsubscribeLink;
  isBusy: boolean;
  onConfirm: (scope: TUnsubscribeScope) => void;
  error?: string;
}) {
  const { link } = props;
  const what = link.petName ? `${KIND_WORDS[link.kind]} for ${link.petName}` : undefined;
  if (!link.isAnyOn) {
    return (
      <>
        <p role="status">All your reminders are already off. We will not mail you any.</p>
        <SettingsLink label="Turn reminders back on" />
      </>
    );
  }
  return (
    <>
      <p>
        {what && link.isKindOn
          ? `Stop the ${what}, or every reminder for all your pets?`
          : what
            ? `The ${what} are already off. Stop every other reminder too?`
            : 'That pet’s profile was deleted. Stop every reminder for your other pets?'}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {what && link.isKindOn ? (
          <Button className={WRAPPING_BUTTON} disabled={props.isBusy} onClick={() => props.onConfirm('kind')}>
            Stop {what}
          </Button>
        ) : null}
        <Button
          className={WRAPPING_BUTTON}
          variant={what && link.isKindOn ? 'outline' : 'primary'}
          disabled={props.isBusy}
          onClick={() => props.onConfirm('all')}
        >
          Stop all reminders
        </Button>
      </div>
      {props.error ? <FormMessage>{props.error}</FormMessage> : null}
      <p className="text-sm text-muted-ink">
        Nothing changes until you press a button. You can turn reminders on again at any time.
      </p>
    </>
  );
}

function doneText(scope: TUnsubscribeScope, link: TUnsubscribeLink): string {
  if (scope === 'all' || !link.petName) return 'We will not send you any more reminders.';
  const rest = link.isAnyOn ? ' Your other reminders stay as they were.' : '';
  return `We will not send you any more ${KIND_WORDS[link.kind]} for ${link.petName}.${rest}`;
}

function SettingsLink({ label }: { label: string }) {
  return (
    // A members' page: a signed-out visitor is sent through /login and back.
    <Link to={SETTINGS_PATH} className="justify-self-start font-semibold text-brand-700 underline">
      {label}
    </Link>
  );
}
