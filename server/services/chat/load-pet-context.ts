import { type TSpecies, ZFinding } from '#common/contracts/scans.ts';
import type { Db } from '#server/db/client.ts';
import { listGradedScans } from '#server/db/repositories/chat.ts';
import { listUserPets } from '#server/db/repositories/pets.ts';
import type { PetRow, UserRow } from '#server/db/schema.ts';
import { findOwnPet } from '#server/services/pets/find-own-pet.ts';
import { ageInYears } from '#server/services/pets/to-pet.ts';

/** How many recent scans the assistant looks at: enough for a trend, little enough for a prompt. */
const CONTEXT_SCANS = 5;

export interface PetProfile {
  name: string | null;
  species: TSpecies | null;
  breed: string | null;
  ageYears: number | null;
}

export interface ScanSummary {
  id: string;
  createdAt: string;
  status: string;
  severity: string | null;
  gingivalIndex: number | null;
  calculusIndex: number | null;
  findings: { code: string; label: string; level: string }[];
}

/** What the assistant knows about the pet the member is asking about. */
export interface PetContext {
  /** The chosen pet's profile; null when no one pet is meant (none, or several and none picked). */
  pet: PetProfile | null;
  /** Dog or cat, from the pet profile when there is one. */
  species: TSpecies | null;
  /** Newest first: the chosen pet's scans, or the member's when no pet is chosen. */
  scans: ScanSummary[];
  /** When the question is asked (ISO); a scan date from another year then carries its year. */
  asOf?: string;
}

function parseFindings(raw: string | null): ScanSummary['findings'] {
  if (!raw) return [];
  try {
    const parsed = ZFinding.array().safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.map(({ code, label, level }) => ({ code, label, level })) : [];
  } catch {
    return [];
  }
}

/**
 * The context for one question (docs/product-rules.md#dental-chat): with `petId`, that pet
 * (checked to be the caller's own, else 404) and its own latest graded scans; without it and
 * with exactly one pet, that pet; otherwise the member's latest scans with no pet named.
 */
export async function loadPetContext(options: {
  db: Db;
  user: UserRow;
  petId?: string;
  now?: Date;
}): Promise<PetContext> {
  const { db, user } = options;
  const asOf = (options.now ?? new Date()).toISOString();
  const pet = await choosePet(db, user, options.petId);
  const rows = await listGradedScans(db, { userId: user.id, petId: pet?.id, limit: CONTEXT_SCANS });
  const scans = rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    status: row.status ?? 'unknown',
    severity: row.severity,
    gingivalIndex: row.gingival_index,
    calculusIndex: row.calculus_index,
    findings: parseFindings(row.findings),
  }));
  if (!pet) return { pet: null, species: null, scans, asOf };
  const profile: PetProfile = {
    name: pet.name,
    species: pet.species,
    breed: pet.breed,
    ageYears: ageInYears(pet.birth_date, options.now),
  };
  return { pet: profile, species: pet.species, scans, asOf };
}

async function choosePet(db: Db, user: UserRow, petId: string | undefined): Promise<PetRow | null> {
  if (petId !== undefined) return findOwnPet({ db, user, petId });
  const pets = await listUserPets(db, user.id);
  return pets.length === 1 ? pets[0] : null;
}
