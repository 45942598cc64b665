import { ERASED } from '../../../shared/domain/audit';
import { PRIVACY_MESSAGES } from '../../../shared/schemas/privacy';
import type { Config } from '../../config';
import type { Executor } from '../../db/executor';
import { AppError, conflict, notFound } from '../../http/errors';
import type { Log } from '../../log';
import { eraseFromOutbox, outboxDirOf } from '../../outbox';
import { anonymise } from '../audit/anonymise';
import type { ApplicationDocumentsService } from '../application-documents/application-documents.service';
import type { AuditService } from '../audit/audit.service';
import type { PasswordCheck } from '../auth/password-check';
import type { ContactService } from '../contact/contact.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { MembersService } from '../members/members.service';
import type { CustomerErasureService } from '../payments/customer-erasure.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { SecurityEventsService } from '../security-events/security-events.service';
import type { StatsService } from '../stats/stats.service';
import { privacyRepository as repo } from './privacy.repository';

interface Deps {
  db: Executor;
  config: Config;
  log: Log;
  members: MembersService;
  audit: AuditService;
  stats: StatsService;
  rateLimits: RateLimitService;
  securityEvents: SecurityEventsService;
  confirmPassword: PasswordCheck;
  contact: ContactService;
  ledger: LedgerService;
  customerErasure: CustomerErasureService;
  documents: ApplicationDocumentsService;
}

/** What an erasure leaves to do after its transaction commits: the outbox files and the provider are not in the database. */
export interface Erasure {
  /** The profile as it was, reduced to what the trail may keep (ids, dates, flags, statuses). */
  kept: unknown;
  outboxTexts: string[];
  /** The member's customers recorded for deletion at the payment provider. */
  providerErasures: string[];
  /** The files of the member's application documents, deleted from the store after the commit. */
  documents: { id: string; storage_key: string }[];
}

export function createPrivacyService(deps: Deps) {
  const { db } = deps;

  /**
   * Erases a member inside the caller's transaction: the audit rows about them are scrubbed, their
   * rate-limit counters dropped, their contact messages deleted, their payment provider customers recorded for deletion, and the
   * account deleted (the database cascades to profile, pledge, applications, reviews, sessions, tokens, phone codes and the
   * saved payment customers and methods, and keeps allocations and ledger rows with no user).
   * Undefined when there is no such member.
   */
  async function erase(trx: Executor, userId: string): Promise<Erasure | undefined> {
    const profile = await deps.members.findProfile(userId, trx);
    if (!profile) return undefined;
    const [applications, reviews, pledges, phoneCode] = await Promise.all([
      repo.applications(trx, userId),
      repo.reviews(trx, userId),
      repo.pledges(trx, userId),
      repo.phoneCode(trx, userId),
    ]);
    const messageIds = await deps.contact.eraseSender(trx, userId, profile.email);
    const entityIds = [...applications, ...reviews, ...pledges].map((r) => r.id).concat(messageIds);
    await deps.audit.eraseMember(trx, { userId, email: profile.email, entityIds });
    await repo.forgetCounters(trx, profile.email);
    const providerErasures = await deps.customerErasure.forget(trx, userId);
    const documents = await deps.documents.detachOfMember(trx, userId);
    const removed = await deps.members.deleteMember(trx, userId);
    if (!removed) return undefined;
    return { kept: anonymise(removed), outboxTexts: [profile.email, profile.phone ?? '', phoneCode?.phone ?? ''], providerErasures, documents };
  }

  /**
   * What lies outside the transaction, once the erasure has committed: the outbox files are cleared,
   * and the provider's customers are deleted by jobs (retried with back-off while it cannot be reached).
   */
  async function afterErasure(erasure: Erasure) {
    try {
      await deps.customerErasure.eraseSoon(erasure.providerErasures);
    } catch (err) {
      // The rows are committed: the daily sweep sends the jobs this failed to send.
      deps.log.error({ err }, 'could not queue the deletion of provider customers');
    }
    await deps.documents.eraseSoon(erasure.documents);
    try {
      await eraseFromOutbox(outboxDirOf(deps.config.dataDir), erasure.outboxTexts);
    } catch (err) {
      deps.log.error({ err }, 'could not erase outbox messages');
    }
  }

  return {
    erase,
    afterErasure,

    /** Everything held about the member, as they can read it; never a token or a hash. */
    async exportData(userId: string) {
      const profile = await deps.members.findProfile(userId);
      const account = await repo.account(db, userId);
      if (!profile || !account) throw notFound('Profile not found');
      const [roles, pledges, applications, reviews, referrals, sessions, phoneCode, events, allocations, messages, payments] = await Promise.all([
        repo.roles(db, userId),
        repo.pledges(db, userId),
        repo.applications(db, userId),
        repo.reviews(db, userId),
        repo.referrals(db, userId),
        repo.sessions(db, userId),
        repo.phoneCode(db, userId),
        deps.securityEvents.about(userId),
        repo.allocations(db, userId),
        deps.contact.sentBy(userId, profile.email),
        deps.ledger.allOfMember(userId),
      ]);
      const { id: _id, email: _email, ...profileFields } = profile;
      return {
        exported_at: new Date().toISOString(),
        account: { id: account.id, email: account.email, created_at: account.created_at, roles: roles.map((r) => r.role) },
        profile: { ...profileFields, verified: profile.verified === 1, phone_verified: profile.phone_verified === 1 },
        pledge: pledges.map(({ user_id: _u, ...p }) => p),
        applications: applications.map((a) => ({ ...a, approved: a.approved === 1 })),
        reviews: reviews.map((r) => ({ ...r, is_approved: r.is_approved === 1 })),
        // As the referral page shows them: a first name and whether they are verified.
        referrals: referrals.map((r) => ({ first_name: r.full_name.split(' ')[0] ?? '', verified: r.verified === 1, joined_at: r.created_at })),
        sessions,
        phone_verification: {
          phone: profile.phone,
          verified: profile.phone_verified === 1,
          pending_code: phoneCode ? { phone: phoneCode.phone, sent_at: phoneCode.sent_at, expires_at: phoneCode.expires_at, failed_attempts: phoneCode.failed_attempts } : null,
        },
        security_events: events,
        allocations_received: allocations,
        contact_messages: messages,
        // The money movements of their pledge as the ledger holds them; who recorded one stays an admin's id.
        payments: payments.map(({ member_id: _m, ...entry }) => entry),
      };
    },

    /**
     * Closes the member's own account after they re-enter the password. The last admin may not close
     * theirs, so the platform is never left without anyone to run it.
     */
    async closeAccount(userId: string, password: string) {
      await deps.rateLimits.consume(deps.config.rateLimits.login, `close-account:${userId}`);
      await deps.confirmPassword(userId, password, { field: 'password', message: PRIVACY_MESSAGES.wrongPassword });
      const erasure = await db.transaction().execute(async (trx) => {
        const wasAdmin = await deps.members.isAdmin(userId, trx);
        const done = await erase(trx, userId);
        if (!done) throw notFound('Profile not found');
        // Counted after the deletion, which holds the live counter's row until commit: the last two admins
        // closing at once are taken one after the other, and the second sees that nobody is left.
        if (wasAdmin && (await deps.members.countOtherAdmins(userId, trx)) === 0) throw conflict(PRIVACY_MESSAGES.lastAdmin);
        await deps.securityEvents.record({ action: 'account_closed', actor: { id: userId, email: ERASED }, subjectId: userId, details: { profile: done.kept } }, trx);
        return done;
      });
      await deps.stats.announceChange();
      await afterErasure(erasure);
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
