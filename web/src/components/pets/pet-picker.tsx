import { PawPrint } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { TPet } from '#common/contracts/pets.ts';
import { cn } from '#web/lib/cn.ts';

export const NO_PET = '';

interface PetPickerProps {
  pets: TPet[];
  petId: string | null;
  onChange: (petId: string | null) => void;
  label?: string;
  className?: string;
  disabled?: boolean;
}

/** A plain select of the member's pets; with none yet, a link to add one. */
export function PetPicker({
  pets,
  petId,
  onChange,
  label = 'Which pet is this?',
  className,
  disabled,
}: PetPickerProps) {
  const id = useId();
  if (pets.length === 0) {
    return (
      <p className={cn('flex items-center gap-2 text-sm text-muted-ink', className)}>
        <PawPrint aria-hidden="true" className="size-4 text-brand-700" />
        <span>
          <Link to="/pets" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Add your pet
          </Link>{' '}
          to keep each pet’s scans together.
        </span>
      </p>
    );
  }
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={petId ?? NO_PET}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === NO_PET ? null : event.target.value)}
        className="h-11 w-full rounded-xl border border-field-line bg-white px-3 text-base text-ink shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/40 disabled:opacity-60 sm:text-sm"
      >
        {pets.map((pet) => (
          <option key={pet.id} value={pet.id}>
            {pet.name}
          </option>
        ))}
        <option value={NO_PET}>No pet (decide later)</option>
      </select>
    </div>
  );
}
