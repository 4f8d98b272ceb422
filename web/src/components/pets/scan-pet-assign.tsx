import { useQuery } from '@tanstack/react-query';
import type { TScanResult } from '#common/contracts/scans.ts';
import { petsListQuery, useAssignScanPetMutation } from '#web/api/pets.queries.ts';
import { reportError } from '#web/components/pets/report-error.ts';
import { toast } from '#web/hooks/use-toast.ts';
import { PetPicker } from './pet-picker.tsx';

/** On a result: which of the member's pets this scan is of, changed at once. */
export function ScanPetAssign({ scan }: { scan: Pick<TScanResult, 'id' | 'petId'> }) {
  const { data } = useQuery(petsListQuery());
  const assign = useAssignScanPetMutation(scan.id);
  const pets = data?.pets ?? [];
  return (
    <div className="rounded-2xl border border-line bg-white p-4">
      <PetPicker
        pets={pets}
        petId={assign.isPending ? (assign.variables ?? null) : scan.petId}
        disabled={assign.isPending}
        label="This scan is of"
        onChange={(petId) =>
          assign.mutate(petId, {
            onSuccess: (updated) => {
              const name = pets.find((pet) => pet.id === updated.petId)?.name;
              toast({ title: name ? `Saved to ${name}’s history` : 'Scan unassigned', variant: 'success' });
            },
            onError: reportError,
          })
        }
      />
    </div>
  );
}
