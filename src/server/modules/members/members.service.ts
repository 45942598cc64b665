import { isLocale, type Locale } from '../../../shared/i18n/locales';
import type { MeResponse } from '../../../shared/api';
import { searchTermsOf, withPreviousTerms } from '../../../shared/domain/member-search';
import { NEW_PLEDGE_STATUS } from '../../../shared/domain/pledge-status';
import type { Registration } from '../../../shared/schemas/auth';
import { REFERRAL_MESSAGES } from '../../../shared/schemas/referrals';
import type { ProfileUpdate } from '../../../shared/schemas/profile';
import type { NO_SUBSCRIPTION, SubscriptionStatus } from '../../../shared/schemas/subscriptions';
import type { Executor } from '../../db/executor';
import { flag, nowIso } from '../../db/time';
import { badRequest, notFound } from '../../http/errors';
import { newReferralCode } from '../auth/tokens';
import type { StatsService } from '../stats/stats.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { membersRepository } from './members.repository';

export const ADMIN_ROLE = 'admin';

/** A registration as the profile stores it; an admin made from the command line has no postal code yet. */
export type NewMember = Omit<Registration, 'postal_code'> & { postal_code: string | null; device_hash?: string | undefined; locale?: Locale };

/** Everything on /api/me but the pending phone number, which the phone module adds. */
export type MemberOverview = Omit<MeResponse, 'profile'> & { profile: Omit<MeResponse['profile'], 'pending_phone'> };

export function createMembersService(deps: { db: Executor; stats: StatsService; subscriptions: SubscriptionsService }) {
  async function uniqueReferralCode(trx: Executor): Promise<string> {
    // 32^8 codes: a clash is rare, and the unique index is the final guard either way.
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = newReferralCode();
      if (!(await membersRepository.referralCodeExists(trx, code))) return code;
    }
    throw new Error('could not find a free referral code');
  }

  const isAdmin = (userId: string, db: Executor = deps.db): Promise<boolean> => membersRepository.hasRole(db, userId, ADMIN_ROLE);

  async function me(userId: string): Promise<MemberOverview> {
    const [profile, subscription, admin] = await Promise.all([
      membersRepository.findById(deps.db, userId),
      deps.subscriptions.forMember(userId),
      isAdmin(userId),
    ]);
    if (!profile) throw notFound('Profile not found');
    return {
      profile: {
        id: profile.id,
        full_name: profile.full_name,
        email: profile.email,
        phone: profile.phone,
        phone_verified: profile.phone_verified === 1,
        city: profile.city,
        state: profile.state,
        country: profile.country,
        postal_code: profile.postal_code,
        email_updates: profile.email_updates === 1,
        verified: profile.verified === 1,
        referral_code: profile.referral_code,
        locale: isLocale(profile.locale) ? profile.locale : null,
        created_at: profile.created_at,
      },
      subscription: subscription ?? null,
      is_admin: admin,
    };
  }

  return {
    /** Adds the profile of a new account inside the registration transaction. */
    async createProfile(trx: Executor, userId: string, input: NewMember) {
      const now = nowIso();
      const referredBy = input.referral_code
        ? await membersRepository.findIdByReferralCode(trx, input.referral_code)
        : undefined;
      // A mistyped code would silently cost its owner the referral: it is refused and the field says why.
      if (input.referral_code && !referredBy) throw badRequest(REFERRAL_MESSAGES.unknownCode, { referral_code: REFERRAL_MESSAGES.unknownCode });
      const referralCode = await uniqueReferralCode(trx);
      await membersRepository.insertProfile(trx, {
        id: userId,
        full_name: input.full_name,
        email: input.email,
        phone: input.phone ?? null,
        phone_verified: 0,
        dob: input.dob,
        gender: input.gender,
        marital_status: input.marital_status,
        referral_code: referralCode,
        referred_by: referredBy && referredBy !== userId ? referredBy : null,
        city: input.city,
        state: input.state,
        country: input.country,
        postal_code: input.postal_code,
        verified: 0,
        subscription_status: NEW_PLEDGE_STATUS,
        device_hash: input.device_hash ?? null,
        locale: input.locale ?? null,
        created_at: now,
        updated_at: now,
      });
      await membersRepository.replaceSearchTerms(trx, userId, withPreviousTerms(searchTermsOf({ full_name: input.full_name, email: input.email, referral_code: referralCode })));
      await deps.stats.adjust(trx, { total: 1 });
    },

    /** Sets the verified flag and keeps the live counter exact; true when something changed. */
    async setVerified(trx: Executor, userId: string, verified: boolean): Promise<boolean> {
      const changed = await membersRepository.setVerified(trx, userId, verified ? 1 : 0, nowIso());
      if (changed) await deps.stats.adjust(trx, { verified: verified ? 1 : -1 });
      return changed;
    },

    isAdmin,

    async setLocale(userId: string, locale: Locale): Promise<void> {
      await membersRepository.setLocale(deps.db, userId, locale);
    },

    async updateProfile(userId: string, changes: ProfileUpdate): Promise<MemberOverview> {
      await deps.db.transaction().execute(async (trx) => {
        const profile = await membersRepository.findById(trx, userId);
        if (!profile) throw notFound('Profile not found');
        // Left out, the postal code stays, unless the country changed: the old one cannot be right.
        const postalCode = changes.postal_code !== undefined ? changes.postal_code : changes.country === profile.country ? profile.postal_code : null;
        await membersRepository.updateProfile(trx, userId, { ...changes, postal_code: postalCode }, nowIso());
        // A new name must be findable by its new words, and no longer by the old ones.
        await membersRepository.replaceSearchTerms(trx, userId, withPreviousTerms(searchTermsOf({ ...profile, full_name: changes.full_name })));
      });
      return me(userId);
    },

    /**
     * Deletes a member and everything personal (the database cascades from the account row), keeping
     * the live counter exact in the same transaction. Returns the profile as it was, or undefined
     * when there was no such member.
     */
    async deleteMember(trx: Executor, userId: string) {
      const profile = await membersRepository.deleteProfile(trx, userId);
      if (!profile) return undefined;
      await membersRepository.deleteAccount(trx, userId);
      await deps.stats.adjust(trx, { total: -1, verified: profile.verified === 1 ? -1 : 0 });
      return profile;
    },

    async setEmailUpdates(userId: string, on: boolean): Promise<MemberOverview> {
      await membersRepository.setEmailUpdates(deps.db, userId, flag(on), nowIso());
      return me(userId);
    },

    setVerifiedPhone(trx: Executor, userId: string, phone: string) {
      return membersRepository.setPhone(trx, userId, phone, 1, nowIso());
    },

    /** Mirrors the pledge's status on the profile, in the transaction that changes the pledge. */
    setSubscriptionStatus(trx: Executor, userId: string, status: SubscriptionStatus | typeof NO_SUBSCRIPTION) {
      return membersRepository.setSubscriptionStatus(trx, userId, status, nowIso());
    },

    /** Rules counted per member (one review a day) run one at a time for that member inside trx. */
    lockMember(trx: Executor, userId: string) {
      return membersRepository.lock(trx, userId);
    },

    grantAdmin(trx: Executor, userId: string) {
      return membersRepository.grantRole(trx, userId, ADMIN_ROLE, nowIso());
    },

    /** Shariah board and auditor roles carry the public name their signatures are shown with. */
    grantSigningRole(trx: Executor, userId: string, role: string, displayName: string) {
      return membersRepository.grantSigningRole(trx, userId, role, displayName, nowIso());
    },

    revokeRole(trx: Executor, userId: string, role: string) {
      return membersRepository.revokeRole(trx, userId, role);
    },

    hasRole(userId: string, role: string, db: Executor = deps.db) {
      return membersRepository.hasRole(db, userId, role);
    },

    roleHolders(roles: readonly string[]) {
      return membersRepository.roleHolders(deps.db, roles);
    },

    displayNameOf(userId: string, role: string, db: Executor = deps.db) {
      return membersRepository.displayNameOf(db, userId, role);
    },

    findByEmail(email: string) {
      return membersRepository.findByEmail(deps.db, email);
    },

    findIdByReferralCode(code: string) {
      return membersRepository.findIdByReferralCode(deps.db, code);
    },

    /** Admins other than this member: a member who is the last admin may not close their account. */
    countOtherAdmins(userId: string, db: Executor = deps.db) {
      return membersRepository.countRoleExcept(db, ADMIN_ROLE, userId);
    },

    findProfile(userId: string, db: Executor = deps.db) {
      return membersRepository.findById(db, userId);
    },

    me,
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
