import { Cat, Dog } from 'lucide-react';
import type { TSpecies } from '#common/contracts/scans.ts';
import { cn } from '#web/lib/cn.ts';

const OPTIONS: { value: TSpecies; label: string; Icon: typeof Dog }[] = [
  { value: 'dog', label: 'Dog', Icon: Dog },
  { value: 'cat', label: 'Cat', Icon: Cat },
];

interface SpeciesChoiceProps {
  value: TSpecies | null;
  onChange: (species: TSpecies) => void;
  className?: string;
}

/** Dog or cat, optional: the analyser's advice and cut-offs may use it (docs/product-rules.md#guided-capture). */
export function SpeciesChoice({ value, onChange, className }: SpeciesChoiceProps) {
  return (
    <fieldset className={cn('grid gap-2', className)}>
      <legend className="mb-2 text-sm font-semibold">
        Your pet <span className="font-normal text-muted-ink">(optional)</span>
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {OPTIONS.map(({ value: option, label, Icon }) => (
          <label
            key={option}
            className={cn(
              'flex h-12 cursor-pointer items-center justify-center gap-2 rounded-full border border-brand-700/30 bg-white font-semibold text-brand-800 transition-colors hover:border-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
              value === option && 'border-brand-700 bg-brand-50',
            )}
          >
            <input
              type="radio"
              name="scan-species"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-brand-700"
            />
            <Icon aria-hidden="true" className="size-5" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
