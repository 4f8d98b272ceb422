import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type TClinicInvite,
  type TInviteStaffRequest,
  ZInviteStaffRequest,
} from '#common/contracts/clinic-staff.ts';
import { useInviteStaffMutation } from '#web/api/clinic-staff.queries.ts';
import { applyServerError } from '#web/components/auth/apply-server-error.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Input } from '#web/components/ui/input.tsx';

/** Invites a colleague; the server's sentence says what happened (sent, already on the team, or refused). */
export function InviteStaffForm() {
  const invite = useInviteStaffMutation();
  const [result, setResult] = useState<TClinicInvite>();
  const [formError, setFormError] = useState<string>();
  const form = useForm<TInviteStaffRequest, unknown, z.output<typeof ZInviteStaffRequest>>({
    resolver: zodResolver(ZInviteStaffRequest),
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(undefined);
    setFormError(undefined);
    try {
      const answer = await invite.mutateAsync(values);
      setResult(answer);
      if (answer.outcome === 'sent') form.reset();
    } catch (failure) {
      setFormError(applyServerError(failure, ['email'], form.setError));
    }
  });

  return (
    <Card className="grid gap-4 p-5">
      <h2 className="text-xl font-bold">Invite a colleague</h2>
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <Field id="invite-email" label="Colleague's e-mail" error={error}>
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldDescriptionId('invite-email') : undefined}
            {...form.register('email')}
          />
        </Field>
        <Button type="submit" className="sm:mt-7" disabled={invite.isPending}>
          <Send aria-hidden="true" />
          {invite.isPending ? 'Sending…' : 'Send invite'}
        </Button>
      </form>
      <div aria-live="polite" className="empty:hidden">
        {result ? (
          result.outcome === 'account_exists' ? (
            <FormMessage>{result.message}</FormMessage>
          ) : (
            <p className="text-sm font-medium text-healthy">{result.message}</p>
          )
        ) : null}
        {formError ? <FormMessage>{formError}</FormMessage> : null}
      </div>
    </Card>
  );
}
