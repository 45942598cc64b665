import type { OrganisationProfile } from '../../../shared/schemas/organisation';
import type { Executor } from '../../db/executor';

const PROFILE_ROW = 1;

export const organisationRepository = {
  /** The stored profile, or undefined while no admin has saved one. */
  async read(db: Executor): Promise<OrganisationProfile | undefined> {
    const row = await db.selectFrom('organisation_profile').selectAll().where('id', '=', PROFILE_ROW).executeTakeFirstOrThrow();
    if (row.updated_at === null) return undefined;
    return {
      legal_name: row.legal_name,
      registration_number: row.registration_number,
      address: row.address,
      support_email: row.support_email,
      support_phone: row.support_phone,
      people: JSON.parse(row.people) as OrganisationProfile['people'],
    };
  },

  /** Holds the row until the transaction ends, so the profile read next is the one being replaced. */
  async lock(db: Executor) {
    await db.updateTable('organisation_profile').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', PROFILE_ROW).execute();
  },

  async write(db: Executor, profile: OrganisationProfile, now: string) {
    await db.updateTable('organisation_profile').set({ ...profile, people: JSON.stringify(profile.people), updated_at: now }).where('id', '=', PROFILE_ROW).execute();
  },
};
