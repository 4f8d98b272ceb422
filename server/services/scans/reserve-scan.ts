import type { TSpecies } from '#common/contracts/scans.ts';
import { GUEST_SCAN_LIMIT, PLUS_SCANS_PER_HOUR, STARTER_QUOTA_LABEL } from '#common/plans.ts';
import type { Db } from '#server/db/client.ts';
import { ensureGuestRow } from '#server/db/repositories/guests.ts';
import { findUserPet } from '#server/db/repositories/pets.ts';
import {
  countUserScansSince,
  deleteReservation,
  findScanByRequestKey,
  insertScan,
  listQuotaScans,
  lockScanOwner,
  NO_RESULT,
  type ScanOwner,
} from '#server/db/repositories/scans.ts';
import type { PetRow, ScanRow, UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { ageInYears } from '#server/services/pets/to-pet.ts';
import { requestedScanOf } from './await-requested-scan.ts';
import { getMemberQuota } from './get-member-quota.ts';
import { GUEST_NETWORK_MESSAGE, isGuestNetworkPaused } from './guest-network-limit.ts';
import { pendingUntil, RESERVATION_TTL_MS, scanStillProcessing } from './pending-scans.ts';

/** Who is scanning: a signed-in member, or a guest known by the signed guest cookie. */
export type ScanRequester = { kind: 'user'; user: UserRow } | { kind: 'guest'; guestId: string };

/** Whose scans a requester's are: the member's, or the guest browser's. */
export function scanOwnerOf(requester: ScanRequester): ScanOwner {
  return requester.kind === 'user' ? { kind: 'user', userId: requester.user.id } : requester;
}

const HOUR_MS = 60 * 60 * 1000;

const freeScanWords = GUEST_SCAN_LIMIT === 1 ? 'your free scan' : `your ${GUEST_SCAN_LIMIT} free scans`;
/**
 * Plain words for the owner; the web tells this refusal apart by its code
 * GUEST_LIMIT_EXCEEDED (docs/product-rules.md#messages-the-owner-sees).
 */
const GUEST_USED_MESSAGE = `You have used ${freeScanWords}. Sign up to get ${STARTER_QUOTA_LABEL}, or upgrade to Plus for unlimited scans.`;

/** The way on for a trial account is the signup form, which upgrades that same account in place. */
const TRIAL_USED_MESSAGE = `Your trial account has used ${freeScanWords}. Add an e-mail and password to keep your scans and get the Starter plan: ${STARTER_QUOTA_LABEL}.`;

/** A new scan's quota slot, with what the analysis needs to know about the chosen pet. */
export interface Reservation {
  scan: ScanRow;
  petSpecies: TSpecies | null;
  petAgeYears: number | null;
}

const formatUtc = (date: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;

/**
 * Takes a quota slot by inserting a 'reserved' scan row, and answers with the chosen pet's species
 * (null without a pet), read in the same check that the pet is the caller's, inside one
 * transaction that first locks the owner (see lockScanOwner), so concurrent
 * uploads by one guest or member are decided one after another: exactly as
 * many succeed as the plan allows. The IP backstop is not locked (different
 * guests on one network may overshoot it by a request or two; it only stops floods).
 *
 * With a request key, a scan the same owner already made with it comes back as `madeBefore` before
 * any quota is decided (docs/product-rules.md#reload-during-analysis): a retry takes no second slot.
 * Under the owner's lock two requests with one key are decided one after another; the unique index
 * on (owner, request_key) is the backstop.
 */
export async function reserveScan(options: {
  db: Db;
  requester: ScanRequester;
  ipHash: string;
  guestScansPerIpPerDay: number;
  now: Date;
  /** The caller's own pet in the photo; checked here, so a wrong id takes no quota. */
  petId?: string;
  requestKey?: string;
}): Promise<Reservation | { madeBefore: ScanRow }> {
  const { db, requester, ipHash, now } = options;
  const owner = scanOwnerOf(requester);
  const nowMs = now.getTime();
  const reservedAfterIso = new Date(nowMs - RESERVATION_TTL_MS).toISOString();
  if (owner.kind === 'guest') await ensureGuestRow(db, owner.guestId, now.toISOString());

  return db.transaction().execute(async (trx) => {
    if (!(await lockScanOwner(trx, owner))) throw ownerGone();
    if (options.requestKey) {
      const made = await findScanByRequestKey(trx, { owner, requestKey: options.requestKey });
      if (made && requestedScanOf(made, nowMs).state !== 'none') return { madeBefore: made };
      // A reservation whose request died mid-scan holds no slot, and must not hold its key either.
      if (made) await deleteReservation(trx, made.id);
    }
    const pet = options.petId === undefined ? undefined : await assertOwnPet(trx, owner, options.petId);
    if (requester.kind === 'user') {
      await assertMemberMayScan(trx, requester.user, now);
    } else {
      const used = await listQuotaScans(trx, { owner, sinceIso: '', reservedAfterIso });
      const pending = pendingUntil(used, GUEST_SCAN_LIMIT);
      if (pending) throw scanStillProcessing(pending, now);
      if (used.length >= GUEST_SCAN_LIMIT) throw new AppError('GUEST_LIMIT_EXCEEDED', GUEST_USED_MESSAGE);
      const guestScansPerIpPerDay = options.guestScansPerIpPerDay;
      if (await isGuestNetworkPaused({ db: trx, ipHash, guestScansPerIpPerDay, now })) {
        throw new AppError('GUEST_LIMIT_EXCEEDED', GUEST_NETWORK_MESSAGE, {
          details: { reason: 'network_daily_limit' },
        });
      }
    }
    const scan = {
      ...newReservation({ owner, ipHash, now }),
      pet_id: options.petId ?? null,
      request_key: options.requestKey ?? null,
    };
    await insertScan(trx, scan);
    // The pet's age today: the analyser's advice follows it (server/analysis/advice/pet-age-advice.ts).
    return {
      scan,
      petSpecies: pet?.species ?? null,
      petAgeYears: pet ? ageInYears(pet.birth_date, now) : null,
    };
  });
}

/**
 * The account was deleted while its upload arrived (DELETE /api/account won the race): the same
 * answer as a reservation deleted mid-analysis (finishScan), and nothing was stored yet.
 */
const ownerGone = () =>
  new AppError(
    'SCAN_CANCELLED',
    'This scan was cancelled because its account was deleted while the photo was being sent.',
  );

/** A guest has no pets; a member may only name their own (404 otherwise, like any other pet). */
async function assertOwnPet(db: Db, owner: ScanOwner, petId: string): Promise<PetRow> {
  const pet = owner.kind === 'user' ? await findUserPet(db, { petId, userId: owner.userId }) : undefined;
  if (!pet) throw new AppError('NOT_FOUND', 'Pet not found. Choose one of your own pets for this scan.');
  return pet;
}

async function assertMemberMayScan(db: Db, user: UserRow, now: Date): Promise<void> {
  const quota = await getMemberQuota({ db, user, now });
  // Only a scan still being processed fills the allowance: say so, not "used until next week".
  if (quota.scanPendingUntil) throw scanStillProcessing(quota.scanPendingUntil, now);
  if (quota.isTrial && quota.scanLimit !== null && quota.scansUsed >= quota.scanLimit) {
    throw new AppError('TRIAL_LIMIT_REACHED', TRIAL_USED_MESSAGE);
  }
  if (quota.nextScanAt) {
    throw new AppError(
      'SCAN_LIMIT_REACHED',
      `You have used your Starter scan: the plan includes ${STARTER_QUOTA_LABEL}. Your next scan is available from ${formatUtc(quota.nextScanAt)}. Upgrade to Plus for unlimited scans.`,
      { details: { nextScanAt: quota.nextScanAt.toISOString(), plan: quota.plan } },
    );
  }
  // Abuse limit for every member, counting unclear photos too, so retakes cannot flood the analyser.
  const lastHour = await countUserScansSince(db, {
    userId: user.id,
    sinceIso: new Date(now.getTime() - HOUR_MS).toISOString(),
    reservedAfterIso: new Date(now.getTime() - RESERVATION_TTL_MS).toISOString(),
  });
  if (lastHour >= PLUS_SCANS_PER_HOUR) {
    throw new AppError(
      'RATE_LIMITED',
      `You have made ${PLUS_SCANS_PER_HOUR} scans in the last hour. Please take a break and try again later.`,
    );
  }
}

function newReservation(options: { owner: ScanOwner; ipHash: string; now: Date }): ScanRow {
  const { owner } = options;
  return {
    id: newId(),
    user_id: owner.kind === 'user' ? owner.userId : null,
    guest_id: owner.kind === 'guest' ? owner.guestId : null,
    state: 'reserved',
    is_guest_scan: owner.kind === 'guest' ? 1 : 0,
    counts_toward_quota: 1,
    ip_hash: options.ipHash,
    ...NO_RESULT,
    created_at: options.now.toISOString(),
    pet_id: null,
  };
}
