import type { UseFormRegisterReturn } from 'react-hook-form';

interface OptionCheckboxesProps {
  legend: string;
  idPrefix: string;
  options: readonly string[];
  registration: UseFormRegisterReturn;
}

/** One checkbox per option; react-hook-form collects the checked values into an array. */
export function OptionCheckboxes({ legend, idPrefix, options, registration }: OptionCheckboxesProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {options.map((option, index) => {
          const id = `${idPrefix}-${index}`;
          return (
            <div key={option} className="flex items-center gap-2.5">
              <input
                id={id}
                type="checkbox"
                value={option}
                className="size-4 shrink-0 accent-brand-700"
                {...registration}
              />
              <label htmlFor={id} className="text-sm text-ink first-letter:uppercase">
                {option}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
