import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { type TLoginRequest, type TUser, ZLoginRequest } from '#common/contracts/auth.ts';
import { useLoginMutation } from '#web/api/auth.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { dismissAllToasts } from '#web/hooks/use-toast.ts';
import { PasswordInput } from './password-input.tsx';
import { reportAuthError } from './report-auth-error.ts';

const FIELDS = ['email', 'password'] as const;

interface LoginFormProps {
  /** Called once the session exists and the cached user is updated. */
  onSuccess: (user: TUser) => void;
  /** Prefix for input ids, so two forms can share a page. */
  idPrefix?: string;
}

export function LoginForm({ onSuccess, idPrefix = 'login' }: LoginFormProps) {
  const login = useLoginMutation();
  const form = useForm<TLoginRequest, unknown, z.output<typeof ZLoginRequest>>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;

  const onSubmit = form.handleSubmit(async (values) => {
    dismissAllToasts();
    try {
      const { user } = await login.mutateAsync(values);
      onSuccess(user);
    } catch (error) {
      reportAuthError(
        error,
        { title: 'Login Failed', fallback: 'Invalid credentials', networkTitle: 'Login Error' },
        FIELDS,
        form.setError,
      );
    }
  });

  const isBusy = login.isPending || login.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Field id={id('email')} label="Email" error={errors.email?.message}>
        <Input
          id={id('email')}
          type="email"
          autoComplete="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? fieldDescriptionId(id('email')) : undefined}
          {...form.register('email')}
        />
      </Field>
      <div className="grid gap-2">
        <Field id={id('password')} label="Password" error={errors.password?.message}>
          <PasswordInput
            id={id('password')}
            autoComplete="current-password"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? fieldDescriptionId(id('password')) : undefined}
            {...form.register('password')}
          />
        </Field>
        <Link
          to="/forgot-password"
          className="justify-self-end rounded-sm text-sm font-semibold text-brand-700 underline"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={isBusy}>
        <LogIn aria-hidden="true" />
        {login.isPending ? 'Signing in…' : 'Log In'}
      </Button>
    </form>
  );
}
