import { Cat, Dog } from 'lucide-react';
import type { TPet } from '#common/contracts/pets.ts';
import { cn } from '#web/lib/cn.ts';

/** The pet's photo, or a dog or cat icon when it has none. */
export function PetAvatar({
  pet,
  className,
}: {
  pet: Pick<TPet, 'name' | 'species' | 'photoUrl'>;
  className?: string;
}) {
  const Icon = pet.species === 'cat' ? Cat : Dog;
  return pet.photoUrl ? (
    <img src={pet.photoUrl} alt={pet.name} className={cn('size-16 rounded-2xl object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700',
        className,
      )}
    >
      <Icon className="size-1/2" />
    </span>
  );
}

export function petSummary(
  pet: Pick<TPet, 'species' | 'breed' | 'ageYears' | 'isBirthDateEstimated'>,
): string {
  const parts = [pet.breed || (pet.species === 'cat' ? 'Cat' : 'Dog')];
  if (pet.ageYears !== null) {
    parts.push(
      `${pet.isBirthDateEstimated ? 'about ' : ''}${pet.ageYears} ${pet.ageYears === 1 ? 'year' : 'years'} old`,
    );
  }
  return parts.join(' · ');
}
