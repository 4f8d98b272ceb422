import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ZPassword } from '#common/contracts/auth.ts';
import { useResetPasswordMutation } from '#web/api/auth-links.queries.ts';
import { applyServerError } from '#web/components/auth/apply-server-error.ts';
import { AuthCard } from '#web/components/auth/auth-card.tsx';
import { PasswordInput } from '#web/components/auth/password-input.tsx';
import { RememberedItFooter } from '#web/components/auth/remembered-it-footer.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { toast } from '#web/hooks/use-toast.ts';

/** The token comes from the link, not the form; the form checks only the password. */
const ZNewPasswordForm = z.object({ password: ZPassword });
type TNewPasswordForm = z.input<typeof ZNewPasswordForm>;

const newLinkLink = (
  <Link to="/forgot-password" className="justify-self-start font-semibold text-brand-700 underline">
    Request a new reset link
  </Link>
);

/** /reset-password?token=…: the page the reset mail links to. Success signs the owner in and goes home. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPasswordMutation();
  const [formError, setFormError] = useState<string>();
  const form = useForm<TNewPasswordForm, unknown, z.output<typeof ZNewPasswordForm>>({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { password: '' },
  });
  const error = form.formState.errors.password?.message;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(undefined);
    try {
      await reset.mutateAsync({ token, password });
      toast({
        title: 'Password changed',
        description: 'You are signed in. Every other device was signed out.',
        variant: 'success',
      });
      navigate('/', { replace: true });
    } catch (failure) {
      setFormError(applyServerError(failure, ['password'], form.setError));
    }
  });

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Setting it signs you in here and signs out every other device."
      footer={<RememberedItFooter />}
    >
      <PageTitle title="Reset Password" />
      {token ? (
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <Field
            id="reset-password"
            label="New password"
            error={error}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          >
            <PasswordInput
              id="reset-password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldDescriptionId('reset-password')}
              {...form.register('password')}
            />
          </Field>
          {formError ? (
            <>
              <FormMessage>{formError}</FormMessage>
              {newLinkLink}
            </>
          ) : null}
          <Button type="submit" size="lg" disabled={reset.isPending || reset.isSuccess}>
            <KeyRound aria-hidden="true" />
            {reset.isPending ? 'Saving…' : 'Set new password'}
          </Button>
        </form>
      ) : (
        <div className="grid gap-4">
          <FormMessage>This link is incomplete. Open the link from the email again.</FormMessage>
          {newLinkLink}
        </div>
      )}
    </AuthCard>
  );
}
