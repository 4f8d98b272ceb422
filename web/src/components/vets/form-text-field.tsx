import type { ComponentProps } from 'react';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';

interface FormTextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
}

/** A labelled input with its hint or error wired for screen readers; spread react-hook-form's register() into it. */
export function FormTextField({ id, label, error, hint, className, ...input }: FormTextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? fieldDescriptionId(id) : undefined}
        {...input}
      />
    </Field>
  );
}
