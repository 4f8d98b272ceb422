import { Cat, Dog } from 'lucide-react';
import { useId } from 'react';
import type { TSpecies } from '#common/contracts/scans.ts';
import { cn } from '#web/lib/cn.ts';

const OPTIONS: { value: TSpecies; label: string; Icon: typeof Dog }[] = [
  { value: 'dog', label: 'Dog', Icon: Dog },
  { value: 'cat', label: 'Cat', Icon: Cat },
];

interface SpeciesChoiceProps {
  value: TSpecies | null;
  onChange: (species: TSpecies) => void;
  /** The chosen pet's name: its profile says dog or cat, so the choice shows that and is locked. */
  petName?: string | null;
  className?: string;
}

/** Dog or cat, optional: the analyser's advice and products follow it (docs/product-rules.md#species). */
export function SpeciesChoice({ value, onChange, petName, className }: SpeciesChoiceProps) {
  const hintId = useId();
  const isFromPet = Boolean(petName);
  return (
    <fieldset
      className={cn('grid gap-2', className)}
      disabled={isFromPet}
      aria-describedby={isFromPet ? hintId : undefined}
    >
      <legend className="mb-2 text-sm font-semibold">
        Your pet {isFromPet ? null : <span className="font-normal text-muted-ink">(optional)</span>}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {OPTIONS.map(({ value: option, label, Icon }) => (
          <label
            key={option}
            className={cn(
              'flex h-12 cursor-pointer items-center justify-center gap-2 rounded-full border border-brand-700/30 bg-white font-semibold text-brand-800 transition-colors hover:border-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 has-disabled:cursor-default has-disabled:hover:border-brand-700/30',
              value === option && 'border-brand-700 bg-brand-50 has-disabled:hover:border-brand-700',
              isFromPet && value !== option && 'opacity-50',
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
      {isFromPet ? (
        <p id={hintId} className="text-sm text-muted-ink">
          From {petName}’s profile. Choose “No pet” above to set it yourself.
        </p>
      ) : null}
    </fieldset>
  );
}
