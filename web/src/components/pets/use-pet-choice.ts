import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TPet } from '#common/contracts/pets.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { petsListQuery } from '#web/api/pets.queries.ts';

/**
 * Which pet the next scan is of. A link from a pet's page (`?pet=<id>`) picks that pet; a member
 * with exactly one pet gets it picked; with several, the owner picks (default: decide later).
 */
export function usePetChoice(): {
  pets: TPet[];
  isSignedIn: boolean;
  petId: string | null;
  setPetId: (id: string | null) => void;
} {
  const { user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const { data } = useQuery({ ...petsListQuery(), enabled: Boolean(user) });
  const pets = data?.pets ?? [];
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const linked = searchParams.get('pet');
  const fallback = pets.find((pet) => pet.id === linked)?.id ?? (pets.length === 1 ? pets[0].id : null);
  const petId = chosen === undefined ? fallback : pets.some((pet) => pet.id === chosen) ? chosen : null;
  return { pets, isSignedIn: Boolean(user), petId, setPetId: setChosen };
}
