import type { TPet } from '#common/contracts/pets.ts';
import { useCreatePetMutation, usePetPhotoMutation, useUpdatePetMutation } from '#web/api/pets.queries.ts';
import { toast } from '#web/hooks/use-toast.ts';
import type { PetFormValues } from './pet-form.tsx';
import { reportError } from './report-error.ts';

/**
 * Saves the profile first, then the photo (its own upload), so a refused photo keeps the
 * profile and says why. Resolves with the saved pet; rejects (after a toast) on failure.
 */
export function useSavePet(existing?: TPet) {
  const create = useCreatePetMutation();
  const update = useUpdatePetMutation(existing?.id ?? '');
  const photo = usePetPhotoMutation();
  const save = async ({ photo: file, ...values }: PetFormValues): Promise<TPet> => {
    let pet: TPet;
    try {
      pet = existing
        ? await update.mutateAsync({
            name: values.name,
            species: values.species,
            breed: values.breed || null,
            ...(values.birthDate !== undefined ? { birthDate: values.birthDate } : {}),
            ...(values.ageYears !== undefined ? { ageYears: values.ageYears } : {}),
          })
        : await create.mutateAsync({ ...values, breed: values.breed || undefined });
    } catch (error) {
      reportError(error);
      throw error;
    }
    if (file) {
      try {
        pet = await photo.mutateAsync({ petId: pet.id, photo: file });
      } catch (error) {
        reportError(error);
      }
    }
    toast({ title: existing ? `${pet.name} updated` : `${pet.name} added`, variant: 'success' });
    return pet;
  };
  return { save, isPending: create.isPending || update.isPending || photo.isPending };
}
