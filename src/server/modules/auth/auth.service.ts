import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../../shared/api';
import { AUTH_MESSAGES, type Registration } from '../../../shared/schemas/auth';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../../db/executor';
import { isoAfter, nowIso } from '../../db/time';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../http/errors';
import type { Log } from '../../log';
import type { Mailer } from '../../mail/mailer';
import { passwordResetEmail, verificationEmail } from '../../mail/templates';
import { PROFILE_MESSAGES } from '../../../shared/schemas/profile';
import type { MembersService } from '../members/members.service';
import type { PhoneService } from '../phone/phone.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { StatsService } from '../stats/stats.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { authRepository } from './auth.repository';
import { hashPassword, verifyPassword } from './password';
import { newToken, tokenHasher } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
const VERIFY_LINK_TTL_MS = DAY_MS;
const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export interface ResolvedSession {
  userId: string;
  email: string;
  isAdmin: boolean;
}


interface Deps {
  db: Executor;
  config: Config;
  mailer: Mailer;
  log: Log;
  members: MembersService;
  subscriptions: SubscriptionsService;
  stats: StatsService;
  rateLimits: RateLimitService;
  phone: PhoneService;
}

export function createAuthService(deps: Deps) {
  const { db, config } = deps;
  const hash = tokenHasher(config.authSecret);
  // Compared against when the e-mail is unknown, so a wrong e-mail costs the same time as a wrong password.
  const decoyHash = hashPassword(newToken());

  async function startSession(userId: string): Promise<string> {
    const token = newToken();
    const now = new Date();
    await authRepository.insertSession(db, {
      token_hash: hash(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: isoAfter(SESSION_TTL_MS, now),
    });
    return token;
  }

  async function issueVerificationLink(trx: Executor, userId: string): Promise<string> {
    await authRepository.deleteUnusedTokens(trx, userId, 'verify_email');
    const token = newToken();
    const now = new Date();
    await authRepository.insertToken(trx, {
      token_hash: hash(token),
      user_id: userId,
      purpose: 'verify_email',
      created_at: now.toISOString(),
      expires_at: isoAfter(VERIFY_LINK_TTL_MS, now),
    });
    return `${config.publicUrl}/auth?verify=${encodeURIComponent(token)}`;
  }

  async function sendVerification(to: string, name: string, link: string) {
    try {
      await deps.mailer.send(verificationEmail(to, name, link));
    } catch (err) {
      // The account exists either way; the dashboard banner lets the member ask for another e-mail.
      deps.log.error({ err, to }, 'could not send the verification e-mail');
    }
  }

  async function checkCredentials(email: string, password: string): Promise<string | undefined> {
    const user = await authRepository.findUserByEmail(db, email);
    const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
    return ok && user ? user.id : undefined;
  }

  async function sessionUser(userId: string): Promise<SessionUser> {
    const [profile, isAdmin] = await Promise.all([deps.members.findProfile(userId), deps.members.isAdmin(userId)]);
    if (!profile) throw unauthorized();
    return { id: userId, email: profile.email, full_name: profile.full_name, verified: profile.verified === 1, is_admin: isAdmin };
  }

  return {
    sessionUser,

    /** Account, profile, pledge, verification link and counter in one transaction: all or nothing. */
    async register(input: Registration, clientIp: string): Promise<{ userId: string; phoneVerificationRequired: boolean }> {
      await deps.rateLimits.consume(config.rateLimits.signup, `signup:${clientIp}`);
      if (await authRepository.findUserByEmail(db, input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password);
      const userId = randomUUID();
      let link: string;
      try {
        link = await db.transaction().execute(async (trx) => {
          await authRepository.insertUser(trx, { id: userId, email: input.email, password_hash: passwordHash, created_at: nowIso() });
          await deps.members.createProfile(trx, userId, input);
          await deps.subscriptions.createPledge(trx, userId);
          return issueVerificationLink(trx, userId);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
        throw err;
      }
      await deps.stats.announceChange();
      await sendVerification(input.email, input.full_name, link);
      if (input.phone) {
        try {
          await deps.phone.sendCode(userId, input.phone);
        } catch (err) {
          // The member can ask for another code from the card or the dashboard.
          deps.log.error({ err }, 'could not send the phone code after sign-up');
        }
      }
      return { userId, phoneVerificationRequired: Boolean(input.phone) };
    },

    /**
     * Registration is atomic, so an account without a profile cannot exist; this only ever removes
     * such a row and never touches a member.
     */
    async cleanupOrphanedUser(email: string, clientIp: string): Promise<number> {
      await deps.rateLimits.consume(config.rateLimits.signup, `cleanup:${clientIp}`);
      return authRepository.deleteUserWithoutProfile(db, email);
    },

    async login(email: string, password: string, clientIp: string) {
      await deps.rateLimits.consume(config.rateLimits.login, `login:${clientIp}:${email}`);
      const userId = await checkCredentials(email, password);
      if (!userId) throw new AppError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
      return { token: await startSession(userId), user: await sessionUser(userId) };
    },

    /** Only admins get a session here; anyone else is signed out, including a session they had. */
    async adminLogin(email: string, password: string, clientIp: string, currentToken: string | undefined) {
      await deps.rateLimits.consume(config.rateLimits.login, `login:${clientIp}:${email}`);
      const userId = await checkCredentials(email, password);
      if (!userId) throw new AppError(401, 'invalid_credentials', AUTH_MESSAGES.adminInvalidCredentials);
      if (!(await deps.members.isAdmin(userId))) {
        if (currentToken) await authRepository.deleteSession(db, hash(currentToken));
        throw forbidden(AUTH_MESSAGES.adminDenied);
      }
      return { token: await startSession(userId), user: await sessionUser(userId) };
    },

    purgeExpiredSessions() {
      return authRepository.deleteExpiredSessions(db, nowIso());
    },

    async logout(token: string | undefined) {
      if (token) await authRepository.deleteSession(db, hash(token));
    },

    async resolveSession(token: string | undefined): Promise<ResolvedSession | null> {
      if (!token) return null;
      const tokenHash = hash(token);
      const row = await authRepository.findSession(db, tokenHash);
      if (!row) return null;
      const now = Date.now();
      const expires = Date.parse(row.expires_at);
      if (expires <= now) {
        await authRepository.deleteSession(db, tokenHash);
        return null;
      }
      // Sliding expiry, written at most about once a day per session rather than on every request.
      if (expires - now < SESSION_TTL_MS - DAY_MS) await authRepository.extendSession(db, tokenHash, isoAfter(SESSION_TTL_MS));
      return { userId: row.user_id, email: row.email, isAdmin: row.role === 'admin' };
    },

    /** Follows the e-mailed link: marks the member verified and signs them in. */
    async verifyEmail(token: string) {
      const userId = await db.transaction().execute(async (trx) => {
        const owner = await authRepository.consumeToken(trx, hash(token), 'verify_email', nowIso());
        if (!owner) return undefined;
        await deps.members.setVerified(trx, owner, true);
        return owner;
      });
      if (!userId) throw badRequest(AUTH_MESSAGES.linkInvalid);
      await deps.stats.announceChange();
      return { token: await startSession(userId), user: await sessionUser(userId) };
    },

    async resendVerification(userId: string) {
      await deps.rateLimits.consume(config.rateLimits.email, `verify-mail:${userId}`);
      const profile = await deps.members.findProfile(userId);
      if (!profile) throw unauthorized();
      if (profile.verified === 1) throw conflict('Your e-mail is already verified.');
      const link = await db.transaction().execute((trx) => issueVerificationLink(trx, userId));
      await deps.mailer.send(verificationEmail(profile.email, profile.full_name, link));
    },

    /** Changing the password needs the current one and signs the member out everywhere else. */
    async changePassword(userId: string, currentToken: string | undefined, current: string, next: string) {
      const row = await authRepository.findPasswordHash(db, userId);
      if (!row || !(await verifyPassword(current, row.password_hash))) {
        throw badRequest(PROFILE_MESSAGES.wrongCurrentPassword, { current_password: PROFILE_MESSAGES.wrongCurrentPassword });
      }
      const passwordHash = await hashPassword(next);
      await db.transaction().execute(async (trx) => {
        await authRepository.setPasswordHash(trx, userId, passwordHash);
        await authRepository.deleteSessionsOfUser(trx, userId, currentToken ? hash(currentToken) : undefined);
      });
    },

    /** Always answers the same, so the form cannot be used to find out who has an account. */
    async requestPasswordReset(email: string, clientIp: string) {
      await deps.rateLimits.consume(config.rateLimits.email, `reset:${clientIp}:${email}`);
      const user = await authRepository.findUserByEmail(db, email);
      const profile = user ? await deps.members.findProfile(user.id) : undefined;
      if (!user || !profile) return;
      const token = newToken();
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        await authRepository.deleteUnusedTokens(trx, user.id, 'reset_password');
        await authRepository.insertToken(trx, {
          token_hash: hash(token), user_id: user.id, purpose: 'reset_password', created_at: now.toISOString(), expires_at: isoAfter(RESET_LINK_TTL_MS, now),
        });
      });
      const link = `${config.publicUrl}/auth?reset=${encodeURIComponent(token)}`;
      try {
        await deps.mailer.send(passwordResetEmail(profile.email, profile.full_name, link));
      } catch (err) {
        deps.log.error({ err }, 'could not send the password reset e-mail');
      }
    },

    /** Sets the new password from a reset link and ends every session, wherever it was. */
    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction().execute(async (trx) => {
        const owner = await authRepository.consumeToken(trx, hash(token), 'reset_password', nowIso());
        if (!owner) return undefined;
        await authRepository.setPasswordHash(trx, owner, passwordHash);
        await authRepository.deleteSessionsOfUser(trx, owner);
        return owner;
      });
      if (!userId) throw badRequest(PROFILE_MESSAGES.resetInvalid);
    },

    /** Used by the admin CLI: creates a verified admin, or promotes an existing account. */
    async createOrPromoteAdmin(input: { email: string; password: string; fullName: string }) {
      const existing = await authRepository.findUserByEmail(db, input.email);
      if (existing) {
        await db.transaction().execute(async (trx) => {
          await deps.members.grantAdmin(trx, existing.id);
          await deps.members.setVerified(trx, existing.id, true);
        });
        await deps.stats.announceChange();
        return { created: false, userId: existing.id };
      }
      const userId = randomUUID();
      const passwordHash = await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        await authRepository.insertUser(trx, { id: userId, email: input.email, password_hash: passwordHash, created_at: nowIso() });
        await deps.members.createProfile(trx, userId, {
          // An admin made from the command line has no personal details until they fill in their profile.
          full_name: input.fullName, email: input.email, password: input.password, gender: 'prefer_not_to_say',
          city: '', state: '', marital_status: 'single', dob: '',
        });
        await deps.subscriptions.createPledge(trx, userId);
        await deps.members.setVerified(trx, userId, true);
        await deps.members.grantAdmin(trx, userId);
      });
      await deps.stats.announceChange();
      return { created: true, userId };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
