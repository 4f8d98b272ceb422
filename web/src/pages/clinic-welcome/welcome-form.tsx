import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ZName, ZPassword } from '#common/contracts/auth.ts';
import { useAcceptClinicInviteMutation } from '#web/api/clinic-staff.queries.ts';
import { applyServerError } from '#web/components/auth/apply-server-error.ts';
import { PasswordInput } from '#web/components/auth/password-input.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { CLINIC_HOME } from '#web/lib/landing-path.ts';
import { AskForNewInvite } from './ask-for-new-invite.tsx';

/** The token comes from the link, not the form. */
const ZWelcomeForm = z.object({
  firstName: ZName('First name'),
  lastName: ZName('Last name'),
  password: ZPassword,
});
type TWelcomeForm = z.input<typeof ZWelcomeForm>;
const FIELDS = ['firstName', 'lastName', 'password'] as const;

/**
 * The name and password an invited member sets. The link was found usable when the page opened; one
 * used meanwhile (in another tab) is refused here with the server's words.
 */
export function WelcomeForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const accept = useAcceptClinicInviteMutation();
  const [formError, setFormError] = useState<string>();
  const form = useForm<TWelcomeForm, unknown, z.output<typeof ZWelcomeForm>>({
    resolver: zodResolver(ZWelcomeForm),
    defaultValues: { firstName: '', lastName: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await accept.mutateAsync({ token, ...values });
      toast({ title: 'Welcome to your clinic', description: 'Your password is set.', variant: 'success' });
      navigate(CLINIC_HOME, { replace: true });
    } catch (failure) {
      setFormError(applyServerError(failure, FIELDS, form.setError));
    }
  });

  const nameField = (name: 'firstName' | 'lastName', label: string, autoComplete: string) => (
    <Field id={`welcome-${name}`} label={label} error={errors[name]?.message}>
      <Input
        id={`welcome-${name}`}
        autoComplete={autoComplete}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? fieldDescriptionId(`welcome-${name}`) : undefined}
        {...form.register(name)}
      />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {nameField('firstName', 'First name', 'given-name')}
        {nameField('lastName', 'Last name', 'family-name')}
      </div>
      <Field
        id="welcome-password"
        label="Password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
      >
        <PasswordInput
          id="welcome-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={fieldDescriptionId('welcome-password')}
          {...form.register('password')}
        />
      </Field>
      {formError ? (
        <>
          <FormMessage>{formError}</FormMessage>
          <AskForNewInvite />
        </>
      ) : null}
      <Button type="submit" size="lg" disabled={accept.isPending || accept.isSuccess}>
        <KeyRound aria-hidden="true" />
        {accept.isPending ? 'Saving…' : 'Set password and continue'}
      </Button>
    </form>
  );
}
