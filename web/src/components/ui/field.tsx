import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Label } from './label.tsx';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** The control; give it `id`, and `aria-describedby={fieldDescriptionId(id)}` when there is an error or hint. */
  children: ReactNode;
}

export function fieldDescriptionId(id: string): string {
  return `${id}-description`;
}

/** Label, control and one line of help or error text, wired for screen readers. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={fieldDescriptionId(id)} className="text-sm font-medium text-urgent">
          {error}
        </p>
      ) : hint ? (
        <p id={fieldDescriptionId(id)} className="text-sm text-muted-ink">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
