import type { TSpecies } from '#common/contracts/scans.ts';

// What the chat's text processing knows of a member's pets and scans; the service
// server/services/chat/load-pet-context.ts fills it from the database.

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
  /** The calibrated probabilities the indices were cut from; null on scans graded before them. */
  gingivitisProbability: number | null;
  calculusProbability: number | null;
  findings: { code: string; label: string; level: string }[];
}

/** One of the member's pets with its own graded scans, newest first. */
export interface OwnerPet {
  id: string;
  profile: PetProfile;
  scans: ScanSummary[];
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
  /**
   * Every pet of the member with its scans, so a question naming another of them ("my cat Luna")
   * is answered about that pet, and "all my pets" pet by pet.
   */
  pets?: OwnerPet[];
}
