import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PRODUCT_NAME } from '#common/brand.ts';
import {
  PASSWORD_MIN_LENGTH,
  type TSignupRequest,
  type TUser,
  ZSignupRequest,
} from '#common/contracts/auth.ts';
import { useSignupMutation } from '#web/api/auth.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { dismissAllToasts, toast } from '#web/hooks/use-toast.ts';
import { forgetGuestResult } from '#web/lib/guest-scan-flag.ts';
import { PasswordInput } from './password-input.tsx';
import { reportAuthError } from './report-auth-error.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
type FieldName = (typeof FIELDS)[number];

interface SignupFormProps {
  /** Called after the account exists, the session is set and the 'Account Created!' toast is shown. */
  onSuccess: (user: TUser) => void;
  idPrefix?: string;
  /**
   * 'page' (/signup) announces a redirect; 'compact' (the guest prompt on a
   * result) keeps the visitor where they are, with tighter spacing; 'checkout'
   * (a trial account on /subscribe) goes straight on to the payment.
   */
  variant?: 'page' | 'compact' | 'checkout';
  /**
   * The page's own signup mutation, when the page must know a signup is under
   * way (the /signup page must not treat the new session as "already signed in").
   */
  signup?: ReturnType<typeof useSignupMutation>;
}

const COPY = {
  page: {
    welcome: `Welcome to ${PRODUCT_NAME}. Redirecting...`,
    submit: 'Create Account',
    done: 'Redirecting…',
  },
  compact: {
    welcome: 'Your scan is saved to your new account.',
    submit: 'Create Free Account',
    done: 'Account created',
  },
  // The checkout says it on the payment step itself: a toast would sit over its card form.
  checkout: {
    welcome: null,
    submit: 'Continue to payment',
    done: 'Opening the payment…',
  },
} as const;

const GAP = { page: 'gap-5', compact: 'gap-3', checkout: 'gap-4' } as const;

const LABELS: Record<FieldName, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
};

const AUTOCOMPLETE: Record<FieldName, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  password: 'new-password',
};

export function SignupForm({
  onSuccess,
  idPrefix = 'signup',
  variant = 'page',
  signup: pageSignup,
}: SignupFormProps) {
  const copy = COPY[variant];
  const gap = GAP[variant];
  const ownSignup = useSignupMutation();
  const signup = pageSignup ?? ownSignup;
  const form = useForm<TSignupRequest, unknown, z.output<typeof ZSignupRequest>>({
    resolver: zodResolver(ZSignupRequest),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const id = (name: FieldName) => `${idPrefix}-${name}`;

  const onSubmit = form.handleSubmit(async (values) => {
    dismissAllToasts();
    try {
      const { user } = await signup.mutateAsync(values);
      // The server moved this browser's guest scans into the account.
      forgetGuestResult();
      if (copy.welcome) toast({ title: 'Account Created!', description: copy.welcome, variant: 'success' });
      onSuccess(user);
    } catch (error) {
      reportAuthError(
        error,
        { title: 'Signup Failed', fallback: 'Failed to create account', networkTitle: 'Signup Error' },
        FIELDS,
        form.setError,
      );
    }
  });

  const renderInput = (name: FieldName) => {
    const common = {
      id: id(name),
      autoComplete: AUTOCOMPLETE[name],
      required: true,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] || name === 'password' ? fieldDescriptionId(id(name)) : undefined,
      ...form.register(name),
    };
    if (name === 'password') return <PasswordInput {...common} minLength={PASSWORD_MIN_LENGTH} />;
    return <Input {...common} type={name === 'email' ? 'email' : 'text'} />;
  };

  const field = (name: FieldName, hint?: string) => (
    <Field id={id(name)} label={LABELS[name]} error={errors[name]?.message} hint={hint}>
      {renderInput(name)}
    </Field>
  );

  const isBusy = signup.isPending || signup.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate className={`grid ${gap}`}>
      <div className={`grid ${gap} sm:grid-cols-2`}>
        {field('firstName')}
        {field('lastName')}
      </div>
      {field('email')}
      {field('password', `At least ${PASSWORD_MIN_LENGTH} characters`)}
      <Button type="submit" size={variant === 'compact' ? 'md' : 'lg'} disabled={isBusy}>
        <UserPlus aria-hidden="true" />
        {signup.isPending ? 'Creating account…' : signup.isSuccess ? copy.done : copy.submit}
      </Button>
      <p className="text-center text-xs text-muted-ink">
        By creating an account you agree to our{' '}
        <Link to="/terms" className="font-semibold text-brand-700 underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="font-semibold text-brand-700 underline">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
