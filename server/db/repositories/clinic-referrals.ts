import type { Db } from '../client.ts';
import type { ReferralTable } from '../schema.ts';

/** What the pet's own record (through the referral's scan) says, when the scan has a pet. */
export interface ReferralPetFacts {
  scan_species: string | null;
  pet_record_name: string | null;
  pet_record_species: string | null;
  pet_record_breed: string | null;
  pet_birth_date: string | null;
}

/** A referral with its pet's facts, its partner's name and the owner's account name. */
export type ClinicReferralRow = ReferralTable &
  ReferralPetFacts & {
    partner_name: string | null;
    owner_first_name: string | null;
    owner_last_name: string | null;
  };

function selectWithPet(db: Db) {
  return db
    .selectFrom('referrals as w')
    .leftJoin('scans as s', 's.id', 'w.scan_id')
    .leftJoin('pets as pet', 'pet.id', 's.pet_id')
    .leftJoin('vet_partners as partner', 'partner.id', 'w.partner_id')
    .leftJoin('users as owner', 'owner.id', 'w.user_id')
    .selectAll('w')
    .select([
      's.species as scan_species',
      'pet.name as pet_record_name',
      'pet.species as pet_record_species',
      'pet.breed as pet_record_breed',
      'pet.birth_date as pet_birth_date',
      'partner.business_name as partner_name',
      'owner.first_name as owner_first_name',
      'owner.last_name as owner_last_name',
    ]);
}

/** The facts about a referral's pet kept outside the referral (its scan and the scan's pet). */
export async function findReferralPetFacts(
  db: Db,
  referralId: string,
): Promise<ReferralPetFacts | undefined> {
  return selectWithPet(db).where('w.id', '=', referralId).executeTakeFirst();
}

/**
 * A clinic sees the referrals routed to it; a reopened one (pending again) is the admin's until
 * it is routed again. Everything the clinic reads goes through this scope.
 */
function clinicScope(db: Db, partnerId: string) {
  return selectWithPet(db).where('w.partner_id', '=', partnerId).where('w.status', '!=', 'pending');
}

export async function listClinicReferralPage(
  db: Db,
  options: { partnerId: string; status?: ReferralTable['status']; limit: number; offset: number },
): Promise<{ rows: ClinicReferralRow[]; total: number }> {
  const { partnerId, status } = options;
  let rows = clinicScope(db, partnerId);
  let count = db
    .selectFrom('referrals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('partner_id', '=', partnerId)
    .where('status', '!=', 'pending');
  if (status) {
    rows = rows.where('w.status', '=', status);
    count = count.where('status', '=', status);
  }
  const [items, total] = await Promise.all([
    rows
      .orderBy('w.routed_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: items, total: Number(total.n) };
}

export function findClinicReferral(
  db: Db,
  options: { id: string; partnerId: string },
): Promise<ClinicReferralRow | undefined> {
  return clinicScope(db, options.partnerId).where('w.id', '=', options.id).executeTakeFirst();
}
