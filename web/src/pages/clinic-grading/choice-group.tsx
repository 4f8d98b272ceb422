import { cn } from '#web/lib/cn.ts';

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

interface ChoiceGroupProps<T extends string> {
  name: string;
  legend: string;
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  error?: string;
  className?: string;
}

/** A labelled radio group (a fieldset, so screen readers announce the question with each option). */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  error,
  className,
}: ChoiceGroupProps<T>) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={cn('grid gap-2', className)} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-brand-700/30 bg-white px-4 text-sm font-semibold text-brand-800 transition-colors hover:border-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
              value === choice.value && 'border-brand-700 bg-brand-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-brand-700"
            />
            <span>
              {choice.label}
              {choice.hint ? <span className="font-normal text-muted-ink"> {choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-urgent">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
