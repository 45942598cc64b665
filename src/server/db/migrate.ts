import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './migrations/0001_initial';
import * as phoneCodes from './migrations/0002_phone_codes';
import * as auditAndAllocations from './migrations/0003_audit_and_allocations';
import * as reviewModeration from './migrations/0004_review_moderation';
import * as subscriberSearch from './migrations/0005_subscriber_search';
import * as oneOpenApplication from './migrations/0006_one_open_application';
import * as twoStep from './migrations/0007_two_step';
import * as auditSubject from './migrations/0008_audit_subject';
import * as sessionPrivilege from './migrations/0009_session_privilege';
import * as searchTermsCovering from './migrations/0010_search_terms_covering';
import * as contactMessages from './migrations/0011_contact_messages';
import * as memberCountry from './migrations/0012_member_country';
import * as profileLocale from './migrations/0013_profile_locale';
import * as searchAtScale from './migrations/0014_search_at_scale';
import * as emailUpdates from './migrations/0015_email_updates';
import * as campaignSettings from './migrations/0016_campaign_settings';
import * as ledger from './migrations/0017_ledger';
import * as payments from './migrations/0018_payments';
import * as charges from './migrations/0019_charges';
import * as pledgeSelfServe from './migrations/0020_pledge_self_serve';
import * as providerErasures from './migrations/0021_provider_erasures';
import * as distributionClose from './migrations/0022_distribution_close';
import * as payouts from './migrations/0024_payouts';
import * as phaseInvitations from './migrations/0023_phase_invitations';
import * as queueAndNotes from './migrations/0026_queue_and_notes';
import * as receiptCommitments from './migrations/0025_receipt_commitments';
import type { Database } from './tables';

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_phone_codes': phoneCodes,
  '0003_audit_and_allocations': auditAndAllocations,
  '0004_review_moderation': reviewModeration,
  '0005_subscriber_search': subscriberSearch,
  '0006_one_open_application': oneOpenApplication,
  '0007_two_step': twoStep,
  '0008_audit_subject': auditSubject,
  '0009_session_privilege': sessionPrivilege,
  '0010_search_terms_covering': searchTermsCovering,
  '0011_contact_messages': contactMessages,
  '0012_member_country': memberCountry,
  '0013_profile_locale': profileLocale,
  '0014_search_at_scale': searchAtScale,
  '0015_email_updates': emailUpdates,
  '0016_campaign_settings': campaignSettings,
  '0017_ledger': ledger,
  '0018_payments': payments,
  '0019_charges': charges,
  '0020_pledge_self_serve': pledgeSelfServe,
  '0021_provider_erasures': providerErasures,
  '0022_distribution_close': distributionClose,
  '0023_phase_invitations': phaseInvitations,
  '0024_payouts': payouts,
  '0025_receipt_commitments': receiptCommitments,
  '0026_queue_and_notes': queueAndNotes,
};

export const createMigrator = (db: Kysely<Database>) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

/** Applies pending migrations in order; a database that is up to date is left untouched. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
