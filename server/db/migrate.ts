import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely';
import type { Db } from './client.ts';
import * as accounts from './migrations/2026-11-21T0001-accounts.ts';
import * as scans from './migrations/2026-11-21T0002-scans.ts';
import * as referralsPartners from './migrations/2026-11-21T0003-referrals-partners.ts';
import * as billingChatMailEvents from './migrations/2026-11-21T0004-billing-chat-mail-events.ts';
import * as waitlistDedupe from './migrations/2026-11-21T0005-waitlist-dedupe.ts';
import * as mailDedupeClaimsGuestHistory from './migrations/2026-11-23T0101-mail-dedupe-claims-guest-history.ts';
import * as scansStateIndex from './migrations/2026-11-23T0201-scans-state-index.ts';
import * as authTokens from './migrations/2026-11-23T0501-auth-tokens.ts';
import * as scansSpecies from './migrations/2026-11-23T1001-scans-species.ts';
import * as billing from './migrations/2026-11-23T1101-billing.ts';
import * as petsEventsSecondOpinions from './migrations/2026-11-23T1201-pets-events-second-opinions.ts';
import * as vetNetwork from './migrations/2026-11-23T1301-vet-network.ts';
import * as chatAnswersTokenUsage from './migrations/2026-11-23T1401-chat-answers-token-usage.ts';
import * as scansMediumPhoto from './migrations/2026-11-23T1501-scans-medium-photo.ts';
import * as billingRefundsReceipts from './migrations/2026-11-25T2101-billing-refunds-receipts.ts';
import * as outboxUserId from './migrations/2026-11-25T2201-outbox-user-id.ts';
import * as analyticsPropsScrub from './migrations/2026-11-25T2301-analytics-props-scrub.ts';
import * as clinicAccountsGrading from './migrations/2026-11-26T0601-clinic-accounts-grading.ts';
import * as vetGradesBlind from './migrations/2026-11-26T0731-vet-grades-blind.ts';
import * as vetReportLinks from './migrations/2026-11-26T0801-vet-report-links.ts';
import * as reminders from './migrations/2026-11-26T0811-reminders.ts';
import * as outboxListUnsubscribe from './migrations/2026-11-26T0812-outbox-list-unsubscribe.ts';
import * as analyticsSignedIn from './migrations/2026-11-26T0821-analytics-signed-in.ts';
import * as pendingUploads from './migrations/2026-11-26T0901-pending-uploads.ts';
import * as scanAccessKind from './migrations/2026-11-27T0101-scan-access-kind.ts';
import * as referralsTable from './migrations/2026-11-28T0101-referrals-table.ts';
import * as scanRequestKeys from './migrations/2026-11-28T1101-scan-request-keys.ts';

/** Listed explicitly (not read from disk) so bundling and tests cannot miss one. Order = name order. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21T0001-accounts': accounts,
  '2026-11-21T0002-scans': scans,
  '2026-11-21T0003-referrals-partners': referralsPartners,
  '2026-11-21T0004-billing-chat-mail-events': billingChatMailEvents,
  '2026-11-21T0005-waitlist-dedupe': waitlistDedupe,
  '2026-11-23T0101-mail-dedupe-claims-guest-history': mailDedupeClaimsGuestHistory,
  '2026-11-23T0201-scans-state-index': scansStateIndex,
  '2026-11-23T0501-auth-tokens': authTokens,
  '2026-11-23T1001-scans-species': scansSpecies,
  '2026-11-23T1101-billing': billing,
  '2026-11-23T1201-pets-events-second-opinions': petsEventsSecondOpinions,
  '2026-11-23T1301-vet-network': vetNetwork,
  '2026-11-23T1401-chat-answers-token-usage': chatAnswersTokenUsage,
  '2026-11-23T1501-scans-medium-photo': scansMediumPhoto,
  '2026-11-25T2101-billing-refunds-receipts': billingRefundsReceipts,
  '2026-11-25T2201-outbox-user-id': outboxUserId,
  '2026-11-25T2301-analytics-props-scrub': analyticsPropsScrub,
  '2026-11-26T0601-clinic-accounts-grading': clinicAccountsGrading,
  '2026-11-26T0731-vet-grades-blind': vetGradesBlind,
  '2026-11-26T0801-vet-report-links': vetReportLinks,
  '2026-11-26T0811-reminders': reminders,
  '2026-11-26T0812-outbox-list-unsubscribe': outboxListUnsubscribe,
  '2026-11-26T0821-analytics-signed-in': analyticsSignedIn,
  '2026-11-26T0901-pending-uploads': pendingUploads,
  '2026-11-27T0101-scan-access-kind': scanAccessKind,
  '2026-11-28T0101-referrals-table': referralsTable,
  '2026-11-28T1101-scan-request-keys': scanRequestKeys,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * `schema` names the Postgres schema the app runs in (tests use one per run);
 * the migration bookkeeping tables must live there too, or Kysely finds another
 * run's tables through introspection and skips creating its own.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  await migrate(db, schema, (migrator) => migrator.migrateToLatest());
}

/** Up (or down) to the named migration: a migration's test fills the tables as they were before it. */
export async function migrateTo(db: Db, name: string, schema?: string): Promise<void> {
  await migrate(db, schema, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Db,
  schema: string | undefined,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await run(migrator);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
