import { Bell, Camera, FileText, GitCompare, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TPet } from '#common/contracts/pets.ts';
import { useDeletePetMutation } from '#web/api/pets.queries.ts';
import { PetAvatar, petSummary } from '#web/components/pets/pet-avatar.tsx';
import { PetForm } from '#web/components/pets/pet-form.tsx';
import { reportError } from '#web/components/pets/report-error.ts';
import { useSavePet } from '#web/components/pets/use-save-pet.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { toast } from '#web/hooks/use-toast.ts';

/** The pet's profile with its actions: scan, compare, report (Plus), edit, delete. */
export function PetHeader({ pet, isPlus }: { pet: TPet; isPlus: boolean }) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const { save, isPending } = useSavePet(pet);
  const remove = useDeletePetMutation();

  if (mode === 'edit') {
    return (
      <Card className="p-5 sm:p-6">
        <h1 className="mb-4 text-2xl font-extrabold">Edit {pet.name}</h1>
        <PetForm
          pet={pet}
          submitLabel="Save changes"
          isPending={isPending}
          onSubmit={async (values) => {
            await save(values);
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      </Card>
    );
  }
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-4">
        <PetAvatar pet={pet} className="size-20" />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-extrabold">{pet.name}</h1>
          <p className="text-muted-ink">{petSummary(pet)}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={() => setMode('edit')}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setMode('confirm-delete')}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      {mode === 'confirm-delete' ? (
        <div
          role="alert"
          className="grid gap-3 rounded-2xl border border-urgent/30 bg-urgent-soft p-4 text-sm"
        >
          <p>
            Delete {pet.name}’s profile and logged events? Their {pet.scanCount}{' '}
            {pet.scanCount === 1 ? 'scan stays' : 'scans stay'} in your account, unassigned.
          </p>
          <div className="flex gap-2">
            <Button
              size="sm"
              className="bg-urgent hover:bg-urgent/90"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(pet.id, {
                  onSuccess: () => {
                    toast({ title: `${pet.name} deleted`, variant: 'success' });
                    navigate('/pets');
                  },
                  onError: reportError,
                })
              }
            >
              Delete {pet.name}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setMode('view')}>
              Keep
            </Button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={`/home?pet=${pet.id}#scan`}>
            <Camera aria-hidden="true" />
            Scan {pet.name}
          </Link>
        </Button>
        {isPlus ? (
          <>
            <Button asChild variant="outline">
              <Link to={`/pets/${pet.id}/compare`}>
                <GitCompare aria-hidden="true" />
                Compare scans
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/pets/${pet.id}/report`}>
                <FileText aria-hidden="true" />
                Vet report
              </Link>
            </Button>
          </>
        ) : null}
        <Button asChild variant="outline">
          <Link to="/account/reminders">
            <Bell aria-hidden="true" />
            Reminders
          </Link>
        </Button>
      </div>
    </Card>
  );
}
