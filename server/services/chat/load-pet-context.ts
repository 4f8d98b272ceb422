import { ZFinding } from '#common/contracts/scans.ts';
import type { OwnerPet, PetContext, PetProfile, ScanSummary } from '#server/chat/pet-context.ts';
import type { Db } from '#server/db/client.ts';
import { type GradedScanRow, listGradedScans } from '#server/db/repositories/chat.ts';
import { listUserPets } from '#server/db/repositories/pets.ts';
import type { PetRow, UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { ageInYears } from '#server/services/pets/to-pet.ts';
import { probabilitiesOf } from '#server/services/scans/to-scan-result.ts';

/**
 * How many scans the assistant loads, newest first. Every scan, in practice: a member scanning each
 * week for ten years stays below it, so "the first scan" and "last October" are answered from the
 * real history (the model's prompt lists only a few of them, see server/chat/describe-pet-context.ts).
 */
const CONTEXT_SCANS = 1_000;

function parseFindings(raw: string | null): ScanSummary['findings'] {
  if (!raw) return [];
  try {
    const parsed = ZFinding.array().safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.map(({ code, label, level }) => ({ code, label, level })) : [];
  } catch {
    return [];
  }
}

function toScanSummary(row: GradedScanRow): ScanSummary {
  return {
    id: row.id,
    createdAt: row.created_at,
    status: row.status ?? 'unknown',
    severity: row.severity,
    gingivalIndex: row.gingival_index,
    calculusIndex: row.calculus_index,
    ...probabilitiesOf(row),
    findings: parseFindings(row.findings),
  };
}

function toProfile(pet: PetRow, now: Date | undefined): PetProfile {
  return {
    name: pet.name,
    species: pet.species,
    breed: pet.breed,
    ageYears: ageInYears(pet.birth_date, now),
  };
}

/**
 * The context for one question (docs/product-rules.md#dental-chat): with `petId`, that pet
 * (checked to be the caller's own, else 404) and its own graded scans; without it and
 * with exactly one pet, that pet; otherwise all the member's scans with no pet named.
 * Every pet of the member comes along with its scans, for questions that name another one.
 */
export async function loadPetContext(options: {
  db: Db;
  user: UserRow;
  petId?: string;
  now?: Date;
}): Promise<PetContext> {
  const { db, user } = options;
  const asOf = (options.now ?? new Date()).toISOString();
  const ownPets = await listUserPets(db, user.id);
  // The member's own pets are all here, so the pet check needs no query of its own; another member's
  // pet gets findOwnPet's 404, as for a pet that does not exist.
  const pet = options.petId !== undefined ? ownPets.find((own) => own.id === options.petId) : null;
  if (pet === undefined) throw new AppError('NOT_FOUND', 'Pet not found.');
  const chosen = pet ?? (options.petId === undefined && ownPets.length === 1 ? ownPets[0]! : null);
  const rows = await listGradedScans(db, { userId: user.id, limit: CONTEXT_SCANS });
  const summaries = rows.map((row) => ({ petId: row.pet_id, scan: toScanSummary(row) }));
  const scansOf = (petId: string) =>
    summaries.filter((summary) => summary.petId === petId).map((summary) => summary.scan);
  const pets: OwnerPet[] = ownPets.map((own) => ({
    id: own.id,
    profile: toProfile(own, options.now),
    scans: scansOf(own.id),
  }));
  if (!chosen)
    return { pet: null, species: null, scans: summaries.map((summary) => summary.scan), asOf, pets };
  const scans = pets.find((own) => own.id === chosen.id)?.scans ?? [];
  return { pet: toProfile(chosen, options.now), species: chosen.species, scans, asOf, pets };
}
