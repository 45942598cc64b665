/**
 * The names migrations had before they were named by time (see docs/decisions/0001-migration-names.md).
 * A database migrated by an earlier release recorded these; they are renamed to today's names in its
 * `kysely_migration` table before anything else runs. Never add to this list: new migrations are
 * named by time from the start.
 */
export const LEGACY_MIGRATION_NAMES: Readonly<Record<string, string>> = {
  '0001_initial': '20261121T161211_initial',
  '0002_phone_codes': '20261121T164032_phone_codes',
  '0003_audit_and_allocations': '20261121T165858_audit_and_allocations',
  '0004_review_moderation': '20261121T170725_review_moderation',
  '0005_subscriber_search': '20261121T180915_subscriber_search',
  '0006_one_open_application': '20261124T040459_one_open_application',
  '0007_two_step': '20261124T040500_two_step',
  '0008_audit_subject': '20261124T040501_audit_subject',
  '0009_session_privilege': '20261124T040502_session_privilege',
  '0010_search_terms_covering': '20261124T041751_search_terms_covering',
  '0011_contact_messages': '20261124T075807_contact_messages',
  '0012_member_country': '20261124T081645_member_country',
  '0013_profile_locale': '20261124T081646_profile_locale',
  '0014_search_at_scale': '20261124T081647_search_at_scale',
  '0015_email_updates': '20261124T082831_email_updates',
  '0016_campaign_settings': '20261124T121117_campaign_settings',
  '0017_ledger': '20261124T152525_ledger',
  '0018_payments': '20261124T152546_payments',
  '0019_charges': '20261124T193550_charges',
  '0020_pledge_self_serve': '20261124T200120_pledge_self_serve',
  '0021_provider_erasures': '20261124T200121_provider_erasures',
  '0022_distribution_close': '20261124T200122_distribution_close',
  '0023_phase_invitations': '20261124T225020_phase_invitations',
  '0024_payouts': '20261124T225035_payouts',
  '0025_receipt_commitments': '20261124T225449_receipt_commitments',
  '0026_queue_and_notes': '20261124T225708_queue_and_notes',
};
