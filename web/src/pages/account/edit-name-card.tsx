import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type TUpdateNameRequest, ZUpdateNameRequest } from '#common/contracts/account-settings.ts';
import type { TUser } from '#common/contracts/auth.ts';
import { useUpdateNameMutation } from '#web/api/account-settings.queries.ts';
import { applyServerError } from '#web/components/auth/apply-server-error.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Input } from '#web/components/ui/input.tsx';

const FIELDS = ['firstName', 'lastName'] as const;
const LABELS = { firstName: 'First name', lastName: 'Last name' } as const;
const AUTOCOMPLETE = { firstName: 'given-name', lastName: 'family-name' } as const;

export function EditNameCard({ user }: { user: TUser }) {
  const rename = useUpdateNameMutation();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();
  const form = useForm<TUpdateNameRequest, unknown, z.output<typeof ZUpdateNameRequest>>({
    resolver: zodResolver(ZUpdateNameRequest),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(undefined);
    try {
      const { user: saved } = await rename.mutateAsync(values);
      form.reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' });
      setMessage({ tone: 'success', text: 'Name saved.' });
    } catch (failure) {
      const text = applyServerError(failure, FIELDS, form.setError);
      if (text) setMessage({ tone: 'error', text });
    }
  });

  return (
    <Card role="region" aria-labelledby="name-card-title">
      <CardHeader>
        <CardTitle id="name-card-title">Your name</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((name) => {
              const id = `account-${name}`;
              return (
                <Field key={name} id={id} label={LABELS[name]} error={errors[name]?.message}>
                  <Input
                    id={id}
                    autoComplete={AUTOCOMPLETE[name]}
                    required
                    aria-invalid={errors[name] ? true : undefined}
                    aria-describedby={errors[name] ? fieldDescriptionId(id) : undefined}
                    {...form.register(name)}
                  />
                </Field>
              );
            })}
          </div>
          {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
          <Button type="submit" className="justify-self-start" disabled={rename.isPending}>
            {rename.isPending ? 'Saving…' : 'Save name'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
