import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type TChangePasswordRequest, ZChangePasswordRequest } from '#common/contracts/account-settings.ts';
import { PASSWORD_MIN_LENGTH } from '#common/contracts/auth.ts';
import { useChangePasswordMutation } from '#web/api/account-settings.queries.ts';
import { applyServerError } from '#web/components/auth/apply-server-error.ts';
import { PasswordInput } from '#web/components/auth/password-input.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';

const FIELDS = ['currentPassword', 'newPassword'] as const;

export function ChangePasswordCard() {
  const change = useChangePasswordMutation();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();
  const form = useForm<TChangePasswordRequest, unknown, z.output<typeof ZChangePasswordRequest>>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(undefined);
    try {
      await change.mutateAsync(values);
      form.reset();
      setMessage({
        tone: 'success',
        text: 'Password changed. Your other devices were signed out; this one stays signed in.',
      });
    } catch (failure) {
      const text = applyServerError(failure, FIELDS, form.setError);
      if (text) setMessage({ tone: 'error', text });
    }
  });

  return (
    <Card role="region" aria-labelledby="password-card-title">
      <CardHeader>
        <CardTitle id="password-card-title">Change password</CardTitle>
        <CardDescription>Every other device is signed out; we send you a note by email.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field id="current-password" label="Current password" error={errors.currentPassword?.message}>
            <PasswordInput
              id="current-password"
              autoComplete="current-password"
              required
              aria-invalid={errors.currentPassword ? true : undefined}
              aria-describedby={errors.currentPassword ? fieldDescriptionId('current-password') : undefined}
              {...form.register('currentPassword')}
            />
          </Field>
          <Field
            id="new-password"
            label="New password"
            error={errors.newPassword?.message}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          >
            <PasswordInput
              id="new-password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              aria-invalid={errors.newPassword ? true : undefined}
              aria-describedby={fieldDescriptionId('new-password')}
              {...form.register('newPassword')}
            />
          </Field>
          {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
          <Button type="submit" className="justify-self-start" disabled={change.isPending}>
            {change.isPending ? 'Saving…' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
