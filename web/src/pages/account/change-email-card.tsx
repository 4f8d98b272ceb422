import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type TChangeEmailRequest, ZChangeEmailRequest } from '#common/contracts/account-settings.ts';
import { EMAIL_CHANGE_TTL_HOURS } from '#common/contracts/auth-links.ts';
import { useChangeEmailMutation } from '#web/api/account-settings.queries.ts';
import { applyServerError } from '#web/components/auth/apply-server-error.ts';
import { PasswordInput } from '#web/components/auth/password-input.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Input } from '#web/components/ui/input.tsx';

const FIELDS = ['newEmail', 'password'] as const;

/** The address changes only when the link mailed to the new one is opened; until then this page shows the old one. */
export function ChangeEmailCard() {
  const change = useChangeEmailMutation();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();
  const form = useForm<TChangeEmailRequest, unknown, z.output<typeof ZChangeEmailRequest>>({
    resolver: zodResolver(ZChangeEmailRequest),
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(undefined);
    try {
      const { message: sent } = await change.mutateAsync(values);
      form.reset();
      setMessage({ tone: 'success', text: sent });
    } catch (failure) {
      const text = applyServerError(failure, FIELDS, form.setError);
      if (text) setMessage({ tone: 'error', text });
    }
  });

  return (
    <Card role="region" aria-labelledby="email-card-title">
      <CardHeader>
        <CardTitle id="email-card-title">Change email</CardTitle>
        <CardDescription>
          We mail a link to the new address; it works for {EMAIL_CHANGE_TTL_HOURS} hours, and your email
          changes when you open it. Until then you sign in with the address above.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field id="new-email" label="New email" error={errors.newEmail?.message}>
            <Input
              id="new-email"
              type="email"
              autoComplete="email"
              required
              aria-invalid={errors.newEmail ? true : undefined}
              aria-describedby={errors.newEmail ? fieldDescriptionId('new-email') : undefined}
              {...form.register('newEmail')}
            />
          </Field>
          <Field id="email-password" label="Current password" error={errors.password?.message}>
            <PasswordInput
              id="email-password"
              autoComplete="current-password"
              required
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? fieldDescriptionId('email-password') : undefined}
              {...form.register('password')}
            />
          </Field>
          {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
          <Button type="submit" className="justify-self-start" disabled={change.isPending}>
            {change.isPending ? 'Sending…' : 'Send confirmation link'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
