import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { SUPPORT_EMAIL } from '#common/brand.ts';
import { PASSWORD_MIN_LENGTH, ZName, ZPassword } from '#common/contracts/auth.ts';
import { CLINIC_INVITE_TTL_DAYS } from '#common/contracts/clinic-staff.ts';
import { useAcceptClinicInviteMutation } from '#web/api/clinic-staff.queries.ts';
import { applyServerError } from '#web/components/auth/apply-server-error.ts';
import { AuthCard } from '#web/components/auth/auth-card.tsx';
import { PasswordInput } from '#web/components/auth/password-input.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { CLINIC_HOME } from '#web/lib/landing-path.ts';

/** The token comes from the link, not the form. */
const ZWelcomeForm = z.object({
  firstName: ZName('First name'),
  lastName: ZName('Last name'),
  password: ZPassword,
});
type TWelcomeForm = z.input<typeof ZWelcomeForm>;
const FIELDS = ['firstName', 'lastName', 'password'] as const;

const askForNewInvite = (
  <p className="text-sm text-muted-ink">
    Ask a colleague at your clinic to invite you again from their Team page, or write to{' '}
    <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline">
      {SUPPORT_EMAIL}
    </a>{' '}
    for a new invite.
  </p>
);

/** /clinic/welcome?token=…: the page a clinic invite links to (docs/product-rules.md#clinic-accounts). */
export function ClinicWelcomePage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
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
    <AuthCard
      title="Set up your clinic account"
      subtitle={`Choose your password to see your clinic's referrals. The invite link works once, for ${CLINIC_INVITE_TTL_DAYS} days.`}
      footer={
        <>
          Already set up?{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Log in
          </Link>
        </>
      }
    >
      <PageTitle title="Clinic Welcome" />
      {token ? (
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
              {askForNewInvite}
            </>
          ) : null}
          <Button type="submit" size="lg" disabled={accept.isPending || accept.isSuccess}>
            <KeyRound aria-hidden="true" />
            {accept.isPending ? 'Saving…' : 'Set password and continue'}
          </Button>
        </form>
      ) : (
        <div className="grid gap-4">
          <FormMessage>This link is incomplete. Open the link from the invite email again.</FormMessage>
          {askForNewInvite}
        </div>
      )}
    </AuthCard>
  );
}
