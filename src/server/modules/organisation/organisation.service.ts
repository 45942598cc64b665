import { missingProfileDetails, type OrganisationProfile } from '../../../shared/schemas/organisation';
import type { Config } from '../../config';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import type { Actor, AuditService } from '../audit/audit.service';
import { organisationRepository } from './organisation.repository';

/** The profile the configuration gives (ORG_*, SUPPORT_*), standing in until an admin saves one. */
export function configuredProfile(config: Pick<Config, 'organisation' | 'contact'>): OrganisationProfile {
  return {
    legal_name: config.organisation.legalName ?? null,
    registration_number: config.organisation.registrationNumber ?? null,
    address: config.organisation.address ?? null,
    support_email: config.contact.supportEmail ?? null,
    support_phone: config.contact.supportPhone ?? null,
    people: [],
  };
}

/**
 * The organisation's public profile. Read from the database on every call, not cached: pages and
 * e-mails are made with it, and an instance must never keep a profile another has replaced.
 */
export function createOrganisationService(deps: { db: Executor; audit: AuditService; defaults: OrganisationProfile }) {
  const read = async (db: Executor) => (await organisationRepository.read(db)) ?? deps.defaults;

  return {
    get: () => read(deps.db),

    /** Replaces the whole profile; audited with what it was. */
    async set(actor: Actor, input: OrganisationProfile): Promise<OrganisationProfile> {
      await deps.db.transaction().execute(async (trx) => {
        await organisationRepository.lock(trx);
        const previous = await read(trx);
        if (JSON.stringify(previous) === JSON.stringify(input)) return;
        await organisationRepository.write(trx, input, nowIso());
        await deps.audit.record(trx, actor, { action: 'update', entity_type: 'settings', entity_id: 'organisation', before: previous, after: input });
      });
      return input;
    },

    /** The details a production site should state and this one does not, by name. */
    async missing(): Promise<string[]> {
      return missingProfileDetails(await read(deps.db));
    },
  };
}

export type OrganisationService = ReturnType<typeof createOrganisationService>;
