import { OVERSIGHT_ROLES, type OversightRole } from '../../../shared/oversight';
import { isLocale, type Locale } from '../../../shared/i18n/locales';
import { translatorFor, type Translators } from '../../i18n/catalogs';
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../../shared/api';
import { authLink } from '../../../shared/auth-links';
import { AUTH_MESSAGES, type Registration } from '../../../shared/schemas/auth';
import { DEFAULT_COUNTRY } from '../../../shared/domain/regions';
import type { Config } from '../../config';
import type { PasswordWork } from '../../hashing/password-pool';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../../db/executor';
import { isoAfter, nowIso } from '../../db/time';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../http/errors';
import type { BackgroundTasks } from '../../jobs/background-tasks';
import type { Log } from '../../log';
import type { Mailer } from '../../mail/mailer';
import { passwordResetEmail, verificationEmail } from '../../mail/templates';
import { PROFILE_MESSAGES } from '../../../shared/schemas/profile';
import type { MembersService } from '../members/members.service';
import type { PhoneService } from '../phone/phone.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { StatsService } from '../stats/stats.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { TwoStepService } from '../two-step/two-step.service';
import { authRepository } from './auth.repository';
import type { PasswordCheck } from './password-check';
import { personalWords } from './password-strength';
import { isOver, newSession, renewedExpiry } from './session-policy';
import { newToken, tokenHasher } from './tokens';
import { signups } from '../../metrics/metrics';

const DAY_MS = 24 * 60 * 60 * 1000;
const VERIFY_LINK_TTL_MS = DAY_MS;
const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** How long after sign-up the code texted to the new member's phone also signs them in. */
export const SIGN_UP_SIGN_IN_WINDOW_MS = 60 * 60 * 1000;

export type SignInStep = { token: string; user: SessionUser } | { challenge: string };

export interface ResolvedSession {
  userId: string;
  email: string;
  isAdmin: boolean;
  /** The signing roles held (Shariah board, auditor): each reads what it signs and changes nothing else. */
  roles: OversightRole[];
  /** The member's chosen language, if they chose one. */
  locale: string | null;
}


interface Deps {
  db: Executor;
  config: Config;
  /** Hashing and strength checks run in a bounded worker pool; a full pool answers 503 with Retry-After. */
  passwords: PasswordWork;
  confirmPassword: PasswordCheck;
  mailer: Mailer;
  /** Messages to a member are written in their language. */
  translators: Translators;
  log: Log;
  members: MembersService;
  subscriptions: SubscriptionsService;
  stats: StatsService;
  rateLimits: RateLimitService;
  phone: PhoneService;
  tasks: BackgroundTasks;
  twoStep: TwoStepService;
}

export function createAuthService(deps: Deps) {
  const { db, config, passwords } = deps;
  const hash = tokenHasher(config.authSecret);

  /**
   * A new session id at every sign-in: the session the browser brought along, if any, is deleted,
   * so an id planted before sign-in never becomes a signed-in one.
   */
  async function signIn(userId: string, previousToken: string | undefined) {
    const user = await sessionUser(userId);
    if (previousToken) await authRepository.deleteSession(db, hash(previousToken));
    const { token, row } = newSession(hash, userId, user.is_admin, Date.now());
    await authRepository.insertSession(db, row);
    return { token, user };
  }

  /**
   * Guessing is counted three ways: from one address at one account, at one account from anywhere
   * (a spread-out attack), and from one address at any account (trying many accounts). The address
   * limits come first, so one address cannot use up an account's allowance.
   */
  async function throttleSignIn(email: string, clientIp: string) {
    await deps.rateLimits.consume(config.rateLimits.loginAddress, `login-address:${clientIp}`);
    await deps.rateLimits.consume(config.rateLimits.login, `login:${clientIp}:${email}`);
    await deps.rateLimits.consume(config.rateLimits.loginAccount, `login-account:${email}`);
  }

  /** The spec's rules are checked by the schema; this refuses what passes them and is still easy to guess. */
  async function requireHardToGuess(password: string, person: { fullName: string; email: string }, field: string) {
    if (await passwords.isTooGuessable(password, personalWords(person))) {
      throw badRequest(AUTH_MESSAGES.passwordTooGuessable, { [field]: AUTH_MESSAGES.passwordTooGuessable });
    }
  }

  /** Counted per member before the hash is compared, so a stolen session cannot be used to guess the password. */
  async function requireCurrentPassword(userId: string, password: string) {
    await deps.rateLimits.consume(config.rateLimits.passwordCheck, `password-check:${userId}`);
    await deps.confirmPassword(userId, password, { field: 'current_password', message: PROFILE_MESSAGES.wrongCurrentPassword });
  }

  /** Runs after the forgot-password answer has gone, so a known and an unknown e-mail take the same time. */
  async function sendResetLink(email: string) {
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
    const link = authLink(config.publicUrl, 'reset', token);
    await deps.mailer.send(passwordResetEmail(translatorFor(deps.translators, profile.locale), profile.email, profile.full_name, link));
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
    return authLink(config.publicUrl, 'verify', token);
  }

  /** A fresh link for an account still waiting to be confirmed; anything else is left alone, silently. */
  async function sendSignUpLinkAgain(email: string) {
    const user = await authRepository.findUserByEmail(db, email);
    const profile = user ? await deps.members.findProfile(user.id) : undefined;
    if (!user || !profile || profile.verified === 1) return;
    const link = await db.transaction().execute((trx) => issueVerificationLink(trx, user.id));
    await deps.mailer.send(verificationEmail(translatorFor(deps.translators, profile.locale), profile.email, profile.full_name, link));
  }

  async function sendVerification(to: string, name: string, link: string, locale: string | null) {
    try {
      await deps.mailer.send(verificationEmail(translatorFor(deps.translators, locale), to, name, link));
    } catch (err) {
      // The account exists either way; the dashboard banner lets the member ask for another e-mail.
      deps.log.error({ err, to }, 'could not send the verification e-mail');
    }
  }

  async function checkCredentials(email: string, password: string): Promise<string | undefined> {
    const user = await authRepository.findUserByEmail(db, email);
    // An unknown e-mail costs the same scrypt as a wrong password.
    const ok = await passwords.verify(password, user?.password_hash);
    return ok && user ? user.id : undefined;
  }

  async function sessionUser(userId: string): Promise<SessionUser> {
    const [profile, isAdmin, twoStepEnabled] = await Promise.all([deps.members.findProfile(userId), deps.members.isAdmin(userId), deps.twoStep.isEnabled(userId)]);
    if (!profile) throw unauthorized();
    return { id: userId, email: profile.email, full_name: profile.full_name, verified: profile.verified === 1, is_admin: isAdmin, two_step_enabled: twoStepEnabled, locale: isLocale(profile.locale) ? profile.locale : null };
  }

  /** The right password alone signs in only members without two-step verification; others get a challenge. */
  async function afterPassword(userId: string, previousToken: string | undefined): Promise<SignInStep> {
    if (await deps.twoStep.isEnabled(userId)) return { challenge: await deps.twoStep.startChallenge(userId) };
    return signIn(userId, previousToken);
  }

  return {
    sessionUser,

    /** Account, profile, pledge, verification link and counter in one transaction: all or nothing. */
    /** The member's language starts as the one they signed up in: later messages are written in it. */
    async register(input: Registration, clientIp: string, locale: Locale): Promise<{ userId: string; phoneVerificationRequired: boolean }> {
      await deps.rateLimits.consume(config.rateLimits.signup, `signup:${clientIp}`);
      await requireHardToGuess(input.password, { fullName: input.full_name, email: input.email }, 'password');
      if (await authRepository.findUserByEmail(db, input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
      const passwordHash = await passwords.hash(input.password);
      const userId = randomUUID();
      let link: string;
      try {
        link = await db.transaction().execute(async (trx) => {
          await authRepository.insertUser(trx, { id: userId, email: input.email, password_hash: passwordHash, created_at: nowIso() });
          await deps.members.createProfile(trx, userId, { ...input, locale });
          await deps.subscriptions.createPledge(trx, userId);
          return issueVerificationLink(trx, userId);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
        throw err;
      }
      signups.inc();
      await deps.stats.announceChange();
      await sendVerification(input.email, input.full_name, link, locale);
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

    async login(email: string, password: string, clientIp: string, currentToken: string | undefined) {
      await throttleSignIn(email, clientIp);
      const userId = await checkCredentials(email, password);
      if (!userId) throw new AppError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
      return afterPassword(userId, currentToken);
    },

    /** The code step of a sign-in that needed one: the session starts only here. */
    async completeTwoStep(challenge: string, code: string, clientIp: string, currentToken: string | undefined) {
      const userId = await deps.twoStep.completeChallenge(challenge, code, clientIp);
      return signIn(userId, currentToken);
    },

    /** Only admins get a session here; anyone else is signed out, including a session they had. */
    async adminLogin(email: string, password: string, clientIp: string, currentToken: string | undefined) {
      await throttleSignIn(email, clientIp);
      const userId = await checkCredentials(email, password);
      if (!userId) throw new AppError(401, 'invalid_credentials', AUTH_MESSAGES.adminInvalidCredentials);
      if (!(await deps.members.isAdmin(userId))) {
        if (currentToken) await authRepository.deleteSession(db, hash(currentToken));
        throw forbidden(AUTH_MESSAGES.adminDenied);
      }
      return afterPassword(userId, currentToken);
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
      const isAdmin = row.role === 'admin';
      const now = Date.now();
      if (isOver(row, isAdmin, now)) {
        await authRepository.deleteSession(db, tokenHash);
        return null;
      }
      const renewed = renewedExpiry(row, isAdmin, now);
      if (renewed) await authRepository.extendSession(db, tokenHash, renewed);
      const roles = OVERSIGHT_ROLES.filter((r) => r === row.board_role || r === row.auditor_role);
      return { userId: row.user_id, email: row.email, isAdmin, roles, locale: row.locale ?? null };
    },

    /** Follows the e-mailed link: marks the member verified and signs them in (unless a code is needed). */
    async verifyEmail(token: string, currentToken: string | undefined) {
      const userId = await db.transaction().execute(async (trx) => {
        const owner = await authRepository.consumeToken(trx, hash(token), 'verify_email', nowIso());
        if (!owner) return undefined;
        await deps.members.setVerified(trx, owner, true);
        return owner;
      });
      if (!userId) throw badRequest(AUTH_MESSAGES.linkInvalid);
      await deps.stats.announceChange();
      // A link is not a second step: with two-step verification on, the member signs in as usual.
      if (await deps.twoStep.isEnabled(userId)) return { token: undefined, user: null };
      return signIn(userId, currentToken);
    },

    /**
     * The phone code that follows a sign-up also opens the member's first session, so they reach their
     * dashboard without typing the password they just chose. Only a fresh account qualifies: later on,
     * a code is no substitute for the password, and never for a second step or an admin's sign-in.
     */
    async signInAfterSignUpPhone(userId: string, currentToken: string | undefined): Promise<{ token: string; user: SessionUser } | null> {
      const account = await authRepository.findCreatedAt(db, userId);
      if (!account || Date.parse(account.created_at) + SIGN_UP_SIGN_IN_WINDOW_MS < Date.now()) return null;
      if ((await deps.twoStep.isEnabled(userId)) || (await deps.members.isAdmin(userId))) return null;
      return signIn(userId, currentToken);
    },

    async resendVerification(userId: string) {
      await deps.rateLimits.consume(config.rateLimits.email, `verify-mail:${userId}`);
      const profile = await deps.members.findProfile(userId);
      if (!profile) throw unauthorized();
      if (profile.verified === 1) throw conflict('Your e-mail is already verified.');
      const link = await db.transaction().execute((trx) => issueVerificationLink(trx, userId));
      await deps.mailer.send(verificationEmail(translatorFor(deps.translators, profile.locale), profile.email, profile.full_name, link));
    },

    /**
     * Changing the password needs the current one, signs the member out everywhere else and ends any
     * reset link still waiting in their mailbox.
     */
    async changePassword(userId: string, currentToken: string | undefined, current: string, next: string) {
      await requireCurrentPassword(userId, current);
      const profile = await deps.members.findProfile(userId);
      if (!profile) throw unauthorized();
      await requireHardToGuess(next, { fullName: profile.full_name, email: profile.email }, 'new_password');
      const passwordHash = await passwords.hash(next);
      await db.transaction().execute(async (trx) => {
        await authRepository.setPasswordHash(trx, userId, passwordHash);
        await authRepository.deleteSessionsOfUser(trx, userId, currentToken ? hash(currentToken) : undefined);
        await authRepository.deleteUnusedTokens(trx, userId, 'reset_password');
      });
    },

    /** Answers at once, the same for every e-mail; the link, if there is an account, is sent afterwards. */
    /**
     * Asked from the screen that follows a sign-up, before any sign-in. The answer never says whether the
     * address has an account; the limits count per address and e-mail, and per e-mail from anywhere, so
     * nobody can fill a stranger's mailbox.
     */
    async resendSignUpLink(email: string, clientIp: string) {
      await deps.rateLimits.consume(config.rateLimits.email, `sign-up-link:${clientIp}:${email}`);
      await deps.rateLimits.consume(config.rateLimits.email, `sign-up-link:${email}`);
      deps.tasks.run('sign-up-link-email', () => sendSignUpLinkAgain(email));
    },

    async requestPasswordReset(email: string, clientIp: string) {
      await deps.rateLimits.consume(config.rateLimits.email, `reset:${clientIp}:${email}`);
      deps.tasks.run('password-reset-email', () => sendResetLink(email));
    },

    /**
     * Sets the new password from a reset link and ends every session and every other pending link. The
     * link is checked before the new password is hashed, so a wrong link costs no hashing time.
     */
    async resetPassword(token: string, password: string, clientIp: string) {
      await deps.rateLimits.consume(config.rateLimits.passwordReset, `reset-password:${clientIp}`);
      const tokenHash = hash(token);
      const owner = await authRepository.findLiveToken(db, tokenHash, 'reset_password', nowIso());
      const profile = owner ? await deps.members.findProfile(owner) : undefined;
      if (!owner || !profile) throw badRequest(PROFILE_MESSAGES.resetInvalid);
      await requireHardToGuess(password, { fullName: profile.full_name, email: profile.email }, 'password');
      const passwordHash = await passwords.hash(password);
      // Used up here, not above: a refused password leaves the link working for a second try.
      const changed = await db.transaction().execute(async (trx) => {
        if (!(await authRepository.consumeToken(trx, tokenHash, 'reset_password', nowIso()))) return false;
        await authRepository.setPasswordHash(trx, owner, passwordHash);
        await authRepository.deleteSessionsOfUser(trx, owner);
        await authRepository.deleteUnusedTokens(trx, owner, 'reset_password');
        return true;
      });
      if (!changed) throw badRequest(PROFILE_MESSAGES.resetInvalid);
      return owner;
    },

    /**
     * Used by the admin CLI: creates a verified admin, or promotes an existing account. A promoted
     * member's sessions end by themselves (see session-policy), so they sign in again as an admin.
     */
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
      await requireHardToGuess(input.password, { fullName: input.fullName, email: input.email }, 'password');
      const userId = randomUUID();
      const passwordHash = await passwords.hash(input.password);
      await db.transaction().execute(async (trx) => {
        await authRepository.insertUser(trx, { id: userId, email: input.email, password_hash: passwordHash, created_at: nowIso() });
        await deps.members.createProfile(trx, userId, {
          // An admin made from the command line has no personal details until they fill in their profile.
          full_name: input.fullName, email: input.email, password: input.password, gender: 'prefer_not_to_say',
          country: DEFAULT_COUNTRY, city: '', state: '', postal_code: null, marital_status: 'single', dob: '',
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
