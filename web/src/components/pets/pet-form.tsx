import { type FormEvent, useId, useState } from 'react';
import { PET_MAX_AGE_YEARS, type TPet } from '#common/contracts/pets.ts';
import type { TSpecies } from '#common/contracts/scans.ts';
import { isApiError } from '#web/api/client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';

export interface PetFormValues {
  name: string;
  species: TSpecies;
  breed: string;
  birthDate?: string;
  ageYears?: number;
  attachUnassignedScans?: boolean;
  photo: File | null;
}

interface PetFormProps {
  pet?: TPet;
  /** Offer to file the member's scans that have no pet yet under the new one (their first pet). */
  offersAttach?: boolean;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (values: PetFormValues) => Promise<unknown>;
  onCancel?: () => void;
}

type AgeMode = 'birthDate' | 'age' | 'unknown';

/** Create or edit a pet; server field errors show under their fields. */
export function PetForm({
  pet,
  offersAttach = false,
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
}: PetFormProps) {
  const id = useId();
  const [name, setName] = useState(pet?.name ?? '');
  const [species, setSpecies] = useState<TSpecies>(pet?.species ?? 'dog');
  const [breed, setBreed] = useState(pet?.breed ?? '');
  const [ageMode, setAgeMode] = useState<AgeMode>(
    pet?.birthDate ? (pet.isBirthDateEstimated ? 'age' : 'birthDate') : pet ? 'unknown' : 'birthDate',
  );
  const [birthDate, setBirthDate] = useState(pet && !pet.isBirthDateEstimated ? (pet.birthDate ?? '') : '');
  const [ageYears, setAgeYears] = useState(pet?.ageYears != null ? String(pet.ageYears) : '');
  const [attach, setAttach] = useState(true);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const values: PetFormValues = { name, species, breed: breed.trim(), photo };
    if (ageMode === 'birthDate' && birthDate) values.birthDate = birthDate;
    if (ageMode === 'age' && ageYears !== '') values.ageYears = Number(ageYears);
    if (offersAttach) values.attachUnassignedScans = attach;
    try {
      await onSubmit(values);
    } catch (error) {
      if (isApiError(error) && error.issues.length > 0) {
        setErrors(Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])));
      }
    }
  };

  const control = (field: string) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? fieldDescriptionId(`${id}-${field}`) : undefined,
  });

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <Field id={`${id}-name`} label="Name" error={errors.name}>
        <Input
          {...control('name')}
          value={name}
          maxLength={60}
          required
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <fieldset className="grid gap-1.5">
        <legend className="text-sm font-semibold text-ink">Species</legend>
        <div className="flex gap-4">
          {(['dog', 'cat'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-species`}
                value={value}
                checked={species === value}
                onChange={() => setSpecies(value)}
                className="size-4 accent-brand-700"
              />
              {value === 'dog' ? 'Dog' : 'Cat'}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id={`${id}-breed`} label="Breed (optional)" error={errors.breed}>
        <Input
          {...control('breed')}
          value={breed}
          maxLength={80}
          onChange={(e) => setBreed(e.target.value)}
        />
      </Field>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-ink">Age</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(
            [
              ['birthDate', 'Birth date'],
              ['age', 'Age in years'],
              ['unknown', 'Not sure'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-age-mode`}
                checked={ageMode === value}
                onChange={() => setAgeMode(value)}
                className="size-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
        {ageMode === 'birthDate' ? (
          <Field id={`${id}-birthDate`} label="Birth date" error={errors.birthDate}>
            <Input
              {...control('birthDate')}
              type="date"
              value={birthDate}
              max={new Date().toISOString().slice(0, 10)}
              onChange={(e) => setBirthDate(e.target.value)}
            />
          </Field>
        ) : null}
        {ageMode === 'age' ? (
          <Field id={`${id}-ageYears`} label="Age in years" error={errors.ageYears}>
            <Input
              {...control('ageYears')}
              type="number"
              min={0}
              max={PET_MAX_AGE_YEARS}
              inputMode="numeric"
              value={ageYears}
              onChange={(e) => setAgeYears(e.target.value)}
            />
          </Field>
        ) : null}
      </fieldset>
      <Field id={`${id}-photo`} label="Photo (optional)" hint="A picture of your pet for its profile.">
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={fieldDescriptionId(`${id}-photo`)}
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
          className="text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
        />
      </Field>
      {offersAttach ? (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={attach}
            onChange={(e) => setAttach(e.target.checked)}
            className="mt-0.5 size-4 accent-brand-700"
          />
          Add my scans that belong to no pet yet (such as my free scan) to this pet’s history
        </label>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
