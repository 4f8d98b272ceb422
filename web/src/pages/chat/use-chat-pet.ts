import { useState } from 'react';
import type { TPet } from '#common/contracts/pets.ts';

const CHOSEN_PET_KEY = 'pawsmile:chat-pet';
/** "All my pets": no one pet, so the assistant looks at the member's latest scans of any pet. */
export const ALL_PETS = '';

function readChosen(): string | null {
  try {
    return sessionStorage.getItem(CHOSEN_PET_KEY);
  } catch {
    return null;
  }
}

function rememberChosen(petId: string): void {
  try {
    sessionStorage.setItem(CHOSEN_PET_KEY, petId);
  } catch {
    // Storage can be full or disabled; the choice then lasts until the page is left.
  }
}

/**
 * The pet the member is asking about, remembered for the browser session
 * (docs/product-rules.md#dental-chat). A remembered pet that is gone falls back to the
 * first pet; "all my pets" is only a choice when there are several.
 */
export function useChatPet(pets: TPet[] | undefined) {
  const [chosen, setChosen] = useState<string | null>(readChosen);
  const list = pets ?? [];
  let petId: string | undefined;
  if (list.some((pet) => pet.id === chosen)) petId = chosen ?? undefined;
  else if (chosen === ALL_PETS && list.length > 1) petId = ALL_PETS;
  else petId = list[0]?.id;

  const choose = (next: string) => {
    setChosen(next);
    rememberChosen(next);
  };
  // The API's petId: a pet's id, or none for "all my pets" and for members without pets.
  return { choice: petId ?? ALL_PETS, petId: petId || undefined, choose };
}
