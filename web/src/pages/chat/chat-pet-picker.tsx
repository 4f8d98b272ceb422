import { useId } from 'react';
import type { TPet } from '#common/contracts/pets.ts';
import { ALL_PETS } from './use-chat-pet.ts';

interface ChatPetPickerProps {
  pets: TPet[];
  choice: string;
  onChange: (petId: string) => void;
  disabled?: boolean;
}

/** Which pet the question is about: the assistant then sees that pet's species, age and scans. */
export function ChatPetPicker({ pets, choice, onChange, disabled }: ChatPetPickerProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap text-ink">
        Asking about
      </label>
      <select
        id={id}
        value={choice}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 min-w-36 rounded-xl border border-field-line bg-white px-3 text-base text-ink shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/40 disabled:opacity-60 sm:text-sm"
      >
        {pets.map((pet) => (
          <option key={pet.id} value={pet.id}>
            {pet.name} ({pet.species})
          </option>
        ))}
        {pets.length > 1 ? <option value={ALL_PETS}>All my pets</option> : null}
      </select>
    </div>
  );
}
