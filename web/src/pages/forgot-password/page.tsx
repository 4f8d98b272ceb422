import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type TForgotPasswordRequest, ZForgotPasswordRequest } from '#common/contracts/auth-links.ts';
import { useForgotPasswordMutation } from '#web/api/auth-links.queries.ts';
import { applyServerError } from '#web/components/auth/apply-server-error.ts';
import { AuthCard } from '#web/components/auth/auth-card.tsx';
import { RememberedItFooter } from '#web/components/auth/remembered-it-footer.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Input } from '#web/components/ui/input.tsx';

/** /forgot-password: asks for the address; the answer never says whether it has an account. */
export function ForgotPasswordPage() {
  const forgot = useForgotPasswordMutation();
  const [formError, setFormError] = useState<string>();
  const form = useForm<TForgotPasswordRequest, unknown, z.output<typeof ZForgotPasswordRequest>>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await forgot.mutateAsync(values);
    } catch (failure) {
      setFormError(applyServerError(failure, ['email'], form.setError));
    }
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      footer={<RememberedItFooter />}
    >
      <PageTitle title="Forgot Password" />
      {forgot.isSuccess ? (
        <div className="grid gap-5">
          <FormMessage tone="success">{forgot.data.message}</FormMessage>
          <p className="text-sm text-muted-ink">
            No mail after a few minutes? Check the spam folder, or make sure you typed the address you signed
            up with.
          </p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <Field id="forgot-email" label="Email" error={error}>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldDescriptionId('forgot-email') : undefined}
              {...form.register('email')}
            />
          </Field>
          {formError ? <FormMessage>{formError}</FormMessage> : null}
          <Button type="submit" size="lg" disabled={forgot.isPending}>
            <Mail aria-hidden="true" />
            {forgot.isPending ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
