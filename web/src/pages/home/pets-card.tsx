import { useQuery } from '@tanstack/react-query';
import { PawPrint } from 'lucide-react';
import { Link } from 'react-router';
import { petsListQuery } from '#web/api/pets.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

/** The dashboard's way to the member's pets and each pet's history. */
export function PetsCard() {
  const { data } = useQuery(petsListQuery());
  const pets = data?.pets ?? [];
  return (
    <Card className="flex items-center gap-4 p-6">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <PawPrint aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-lg font-bold">Your pets</h2>
        <p className="text-sm text-muted-ink">
          {pets.length === 0
            ? 'Add your pet to keep their scans together.'
            : pets.map((pet) => pet.name).join(', ')}
        </p>
      </div>
      <Button asChild variant="outline" size="sm">
        <Link to="/pets">{pets.length === 0 ? 'Add a pet' : 'Open'}</Link>
      </Button>
    </Card>
  );
}
