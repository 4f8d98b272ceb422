import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { petsListQuery } from '#web/api/pets.queries.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { PetAvatar, petSummary } from '#web/components/pets/pet-avatar.tsx';
import { PetForm } from '#web/components/pets/pet-form.tsx';
import { UpgradePrompt } from '#web/components/pets/upgrade-prompt.tsx';
import { useSavePet } from '#web/components/pets/use-save-pet.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { formatDate } from '#web/lib/format-date.ts';

/** /pets: the member's pet profiles and the form to add one (Starter keeps one, Plus many). */
export function PetsPage() {
  const { data, isPending, isError, refetch } = useQuery(petsListQuery());
  const [isAdding, setAdding] = useState(false);
  const { save, isPending: isSaving } = useSavePet();
  const pets = data?.pets ?? [];
  const isAtLimit = data?.petLimit != null && pets.length >= data.petLimit;

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="My pets" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-bold tracking-wider text-coral-700 uppercase">Your pets</p>
          <h1 className="mt-2 text-4xl font-extrabold">My pets</h1>
          <p className="mt-2 text-muted-ink">
            Keep each pet’s scans together and follow their smile over time.
          </p>
        </div>
        {!isAdding && !isAtLimit && pets.length > 0 ? (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add a pet
          </Button>
        ) : null}
      </div>
      {isPending ? <PageSpinner label="Loading your pets…" /> : null}
      {isError ? (
        <Card className="grid gap-3 p-6 text-sm">
          <p>Your pets could not be loaded.</p>
          <Button variant="outline" size="sm" className="w-fit" onClick={() => refetch()}>
            Try again
          </Button>
        </Card>
      ) : null}
      {isAdding ? (
        <Card className="p-5 sm:p-6">
          <h2 className="mb-4 text-xl font-bold">Add a pet</h2>
          <PetForm
            offersAttach={pets.length === 0}
            submitLabel="Save pet"
            isPending={isSaving}
            onSubmit={async (values) => {
              await save(values);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        </Card>
      ) : null}
      {data && pets.length === 0 && !isAdding ? (
        <Card className="grid justify-items-center gap-3 px-6 py-12 text-center">
          <p className="font-display text-lg font-bold">No pets yet</p>
          <p className="max-w-sm text-sm text-muted-ink">
            Add your dog or cat, then pick them before each scan to build their dental history.
          </p>
          <Button onClick={() => setAdding(true)}>Add your first pet</Button>
        </Card>
      ) : null}
      {pets.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {pets.map((pet) => (
            <li key={pet.id}>
              <Link
                to={`/pets/${pet.id}`}
                className="flex items-center gap-4 rounded-2xl border border-line bg-white p-4 transition-colors hover:border-brand-300 hover:bg-brand-50/50"
              >
                <PetAvatar pet={pet} />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-display text-lg font-bold">{pet.name}</span>
                  <span className="text-sm text-muted-ink">{petSummary(pet)}</span>
                  <span className="text-sm text-muted-ink">
                    {pet.scanCount === 0
                      ? 'No scans yet'
                      : `${pet.scanCount} ${pet.scanCount === 1 ? 'scan' : 'scans'}, last on ${formatDate(pet.lastScanAt ?? pet.createdAt)}`}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-ink" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {isAtLimit ? (
        <UpgradePrompt title="Starter keeps one pet profile">
          Plus keeps a profile for every pet you have, each with its complete history.
        </UpgradePrompt>
      ) : null}
    </div>
  );
}
