import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  PASSWORD_MIN_LENGTH,
  type TSignupRequest,
  type TUser,
  ZSignupRequest,
} from '#common/contracts/auth.ts';
import { authKeys, useSignupMutation } from '../../api/auth.queries.ts';
import { meKeys } from '../../api/me.queries.ts';
import { scanKeys } from '../../api/scans.queries.ts';
import { toast } from '../../hooks/use-toast.ts';
import { PasswordInput } from '../auth/password-input.tsx';
import { reportAuthError } from '../auth/report-auth-error.ts';
import { Button } from '../ui/button.tsx';
import { Field, fieldDescriptionId } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
type FieldName = (typeof FIELDS)[number];

const SPECS: Record<FieldName, { label: string; autoComplete: string }> = {
  firstName: { label: 'First name', autoComplete: 'given-name' },
  lastName: { label: 'Last name', autoComplete: 'family-name' },
  email: { label: 'Email', autoComplete: 'email' },
  password: { label: 'Password', autoComplete: 'new-password' },
};

interface GuestSignupFormProps {
  idPrefix: string;
  onCreated: (user: TUser) => void;
}

/**
 * The signup fields and rules of /signup, without its 'Redirecting...' step: the
 * guest stays on their result, and the server moves their guest scans into the account.
 */
export function GuestSignupForm({ idPrefix, onCreated }: GuestSignupFormProps) {
  const queryClient = useQueryClient();
  const signup = useSignupMutation();
  const form = useForm<TSignupRequest, unknown, z.output<typeof ZSignupRequest>>({
    resolver: zodResolver(ZSignupRequest),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onInvalid = (invalid: FieldErrors<TSignupRequest>) => {
    if (invalid.password?.type !== 'too_small') return;
    const description = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
    toast({ title: 'Invalid Password', description, variant: 'error' });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user } = await signup.mutateAsync(values);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.all }),
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
        queryClient.invalidateQueries({ queryKey: scanKeys.all }),
      ]);
      toast({
        title: 'Account Created!',
        description: 'Your scan is saved to your new account.',
        variant: 'success',
      });
      onCreated(user);
    } catch (error) {
      const copy = {
        title: 'Signup Failed',
        fallback: 'Failed to create account',
        networkTitle: 'Signup Error',
      };
      reportAuthError(error, copy, FIELDS, form.setError);
    }
  }, onInvalid);

  const field = (name: FieldName) => {
    const id = `${idPrefix}-${name}`;
    const hint = name === 'password' ? `At least ${PASSWORD_MIN_LENGTH} characters` : undefined;
    const common = {
      id,
      autoComplete: SPECS[name].autoComplete,
      required: true,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] || hint ? fieldDescriptionId(id) : undefined,
      ...form.register(name),
    };
    return (
      <Field id={id} label={SPECS[name].label} error={errors[name]?.message} hint={hint}>
        {name === 'password' ? (
          <PasswordInput {...common} minLength={PASSWORD_MIN_LENGTH} />
        ) : (
          <Input {...common} type={name === 'email' ? 'email' : 'text'} />
        )}
      </Field>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <div className="grid grid-cols-2 gap-3">
        {field('firstName')}
        {field('lastName')}
      </div>
      {field('email')}
      {field('password')}
      <Button type="submit" disabled={signup.isPending || signup.isSuccess}>
        <UserPlus aria-hidden="true" />
        {signup.isPending ? 'Creating account…' : 'Create Free Account'}
      </Button>
    </form>
  );
}
