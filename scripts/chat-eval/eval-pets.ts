import type { OwnerPet, PetContext, PetProfile, ScanSummary } from '#server/chat/pet-context.ts';

/**
 * The pets the chat evaluation asks about, as the assistant would see them
 * (server/services/chat/load-pet-context.ts). Dates are fixed, with "today" on 26 November 2026, so
 * every run judges the same words.
 */
export const EVAL_TODAY = '2026-11-26T12:00:00.000Z';

const REX: PetProfile = { name: 'Rex', species: 'dog', breed: 'Labrador Retriever', ageYears: 6 };
const LUNA: PetProfile = { name: 'Luna', species: 'cat', breed: null, ageYears: 9 };

/**
 * A chance inside each index's range (the analyser cuts the index from it, common/probability-words.ts),
 * as every scan graded since the probabilities has one.
 */
const CHANCE_AT_INDEX = [0.2, 0.6, 0.8, 0.95];
const chanceAt = (index: number | null) => (index === null ? null : CHANCE_AT_INDEX[index]);

function scan(
  createdAt: string,
  gingivalIndex: number | null,
  calculusIndex: number | null,
  status: string,
  severity = 'normal',
): ScanSummary {
  return {
    id: createdAt,
    createdAt,
    status,
    severity,
    gingivalIndex,
    calculusIndex,
    gingivitisProbability: chanceAt(gingivalIndex),
    calculusProbability: chanceAt(calculusIndex),
    findings: [],
  };
}

const withPet = (pet: PetProfile, scans: ScanSummary[]): PetContext => ({
  pet,
  species: pet.species,
  scans,
  asOf: EVAL_TODAY,
});

/**
 * Rex's history as the QA pass seeded it (docs/product-rules.md#dental-chat): a bad first scan
 * in October 2025, then March, July, two on 20 November and one today.
 */
const REX_HISTORY: ScanSummary[] = [
  scan('2026-11-26T08:00:00.000Z', 0, 1, 'healthy'),
  scan('2026-11-20T18:00:00.000Z', 1, 1, 'healthy'),
  scan('2026-11-20T09:00:00.000Z', 1, 2, 'tartar', 'concerning'),
  scan('2026-07-20T09:00:00.000Z', 1, 2, 'tartar', 'concerning'),
  scan('2026-03-15T09:00:00.000Z', 1, 3, 'tartar', 'concerning'),
  scan('2025-10-10T09:00:00.000Z', 3, 3, 'inflamed', 'concerning'),
];
const LUNA_HISTORY: ScanSummary[] = [
  scan('2026-11-15T09:00:00.000Z', 3, 2, 'inflamed', 'concerning'),
  scan('2026-11-01T09:00:00.000Z', 1, 2, 'healthy'),
];
/** The member's pets, each with its own scans, as loadPetContext lists them. */
const REX_AND_LUNA: OwnerPet[] = [
  { id: 'rex', profile: REX, scans: REX_HISTORY },
  { id: 'luna', profile: LUNA, scans: LUNA_HISTORY },
];

export const EVAL_PETS = {
  /** No pet and no scans: a member who has not added one yet. */
  none: { pet: null, species: null, scans: [], asOf: EVAL_TODAY },
  /** Tartar went from 1 to 3 in the latest 12 days, gums unchanged; the gums were worse a month before. */
  'rex-tartar-up': withPet(REX, [
    scan('2026-11-20T09:00:00.000Z', 1, 3, 'tartar', 'concerning'),
    scan('2026-11-08T10:30:00.000Z', 1, 1, 'healthy'),
    scan('2026-10-01T08:00:00.000Z', 2, 1, 'inflamed', 'concerning'),
  ]),
  /** Two scans on one morning: the later one has calmer gums. */
  'rex-same-day': withPet(REX, [
    scan('2026-11-20T10:15:00.000Z', 1, 1, 'healthy'),
    scan('2026-11-20T08:05:00.000Z', 2, 1, 'inflamed', 'concerning'),
  ]),
  /** Four weeks of brushing: gums from 2 to 0, tartar unchanged. */
  'rex-better': withPet(REX, [
    scan('2026-11-20T09:00:00.000Z', 0, 1, 'healthy'),
    scan('2026-10-23T09:00:00.000Z', 2, 1, 'inflamed', 'concerning'),
  ]),
  /** Gums calmer, tartar heavier: the two indices disagree. */
  'rex-mixed': withPet(REX, [
    scan('2026-11-19T09:00:00.000Z', 1, 2, 'tartar', 'concerning'),
    scan('2026-11-05T09:00:00.000Z', 2, 1, 'inflamed', 'concerning'),
  ]),
  /** Nothing moved between two scans a fortnight apart. */
  'rex-unchanged': withPet(REX, [
    scan('2026-11-18T09:00:00.000Z', 1, 1, 'healthy'),
    scan('2026-11-04T09:00:00.000Z', 1, 1, 'healthy'),
  ]),
  /** The latest scan flagged an urgent gum colour. */
  'rex-urgent': withPet(REX, [
    scan('2026-11-24T09:00:00.000Z', 2, 1, 'urgent', 'urgent'),
    scan('2026-11-10T09:00:00.000Z', 1, 1, 'healthy'),
  ]),
  'rex-one-scan': withPet(REX, [scan('2026-11-21T09:00:00.000Z', 1, 2, 'tartar', 'concerning')]),
  'rex-no-scans': withPet(REX, []),
  /** Scans from last year: their dates must carry the year. */
  'rex-last-year': withPet(REX, [
    scan('2025-12-14T09:00:00.000Z', 1, 1, 'healthy'),
    scan('2025-11-30T09:00:00.000Z', 2, 1, 'inflamed', 'concerning'),
  ]),
  'luna-no-scans': withPet(LUNA, []),
  /** A cat whose gums got worse from 1 to 3 in two weeks. */
  'luna-worse': withPet(LUNA, [
    scan('2026-11-15T09:00:00.000Z', 3, 2, 'inflamed', 'concerning'),
    scan('2026-11-01T09:00:00.000Z', 1, 2, 'healthy'),
  ]),
  /** Several pets and none picked: the member's latest scans, no pet named. */
  'several-pets': {
    pet: null,
    species: null,
    scans: [
      scan('2026-11-22T09:00:00.000Z', 1, 1, 'healthy'),
      scan('2026-11-02T09:00:00.000Z', 2, 1, 'inflamed'),
    ],
    asOf: EVAL_TODAY,
  },
  /** Rex picked, by a member who also has Luna the cat. */
  'rex-history': { ...withPet(REX, REX_HISTORY), pets: REX_AND_LUNA },
  /** Luna picked, by a member who also has Rex the dog. */
  'luna-with-rex': { ...withPet(LUNA, LUNA_HISTORY), pets: REX_AND_LUNA },
  /** "All my pets" picked by a member with Rex and Luna: every scan, no pet named. */
  'all-pets': {
    pet: null,
    species: null,
    scans: [...REX_HISTORY, ...LUNA_HISTORY].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    asOf: EVAL_TODAY,
    pets: REX_AND_LUNA,
  },
} satisfies Record<string, PetContext>;

export type EvalPetKey = keyof typeof EVAL_PETS;
