import type { RecoveryCodesResponse, TwoStepSetup, TwoStepStatus } from '../../../shared/api';
import { TWO_STEP_MESSAGES } from '../../../shared/schemas/two-step';
import type { Config } from '../../config';
import type { Executor } from '../../db/executor';
import { isoAfter, nowIso } from '../../db/time';
import { AppError, badRequest, conflict } from '../../http/errors';
import type { PasswordCheck } from '../auth/password-check';
import { newToken, tokenHasher } from '../auth/tokens';
import type { MembersService } from '../members/members.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { RECOVERY_CODE_COUNT, newRecoveryCode, normalizeRecoveryCode } from './recovery-codes';
import { secretBox } from './secret-box';
import { acceptedStep, newTotpSecret, totpUri } from './totp';
import { twoStepRepository as repo } from './two-step.repository';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const MAX_WRONG_CODES_PER_CHALLENGE = 5;

interface Deps {
  db: Executor;
  config: Config;
  confirmPassword: PasswordCheck;
  members: MembersService;
  rateLimits: RateLimitService;
}

const challengeEnded = () => new AppError(400, 'two_step_challenge_ended', TWO_STEP_MESSAGES.challengeEnded);
const wrongCode = (message: string = TWO_STEP_MESSAGES.wrongCode) => badRequest(message, { code: message });

export function createTwoStepService(deps: Deps) {
  const { db, config } = deps;
  const box = secretBox(config.authSecret);
  const hash = tokenHasher(config.authSecret);

  /** Every code typed in counts, per member and per address, whatever the screen. */
  const throttle = (userId: string, clientIp: string) =>
    deps.rateLimits.consume(config.rateLimits.twoStep, `two-step:user:${userId}`, `two-step:ip:${clientIp}`);

  /** True when the app's code is right and its time step was not used before (it is then used up). */
  async function useTotp(userId: string, code: string): Promise<boolean> {
    const row = await repo.find(db, userId);
    if (!row?.enabled_at) return false;
    const step = await acceptedStep(box.open(row.secret_encrypted), code, row.last_step);
    return step !== undefined && (await repo.claimStep(db, userId, step));
  }

  async function issueRecoveryCodes(trx: Executor, userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repo.replaceRecoveryCodes(trx, userId, codes.map((c) => hash(normalizeRecoveryCode(c))), nowIso());
    return codes;
  }

  return {
    isEnabled: (userId: string) => repo.isEnabled(db, userId),

    async status(userId: string): Promise<TwoStepStatus> {
      const [enabled, required, left] = await Promise.all([
        repo.isEnabled(db, userId), deps.members.isAdmin(userId), repo.countUnusedRecoveryCodes(db, userId),
      ]);
      return { enabled, required, recovery_codes_left: enabled ? left : 0 };
    },

    /** A fresh secret to scan; it only takes effect once a code from it is confirmed. */
    async setup(userId: string, account: string): Promise<TwoStepSetup> {
      if (await repo.isEnabled(db, userId)) throw conflict(TWO_STEP_MESSAGES.alreadyOn);
      const secret = newTotpSecret();
      await db.transaction().execute((trx) => repo.savePending(trx, userId, box.seal(secret), nowIso()));
      return { secret, otpauth_uri: totpUri(secret, account) };
    },

    /** The first right code turns it on and gives the recovery codes, shown this once. */
    async enable(userId: string, code: string, clientIp: string): Promise<RecoveryCodesResponse> {
      await throttle(userId, clientIp);
      const row = await repo.find(db, userId);
      if (row?.enabled_at) throw conflict(TWO_STEP_MESSAGES.alreadyOn);
      if (!row) throw conflict(TWO_STEP_MESSAGES.notStarted);
      const step = await acceptedStep(box.open(row.secret_encrypted), code, null);
      if (step === undefined) throw wrongCode();
      const recovery_codes = await db.transaction().execute(async (trx) => {
        if (!(await repo.enable(trx, userId, step, nowIso()))) throw conflict(TWO_STEP_MESSAGES.alreadyOn);
        return issueRecoveryCodes(trx, userId);
      });
      return { recovery_codes };
    },

    /** New recovery codes replace all earlier ones; a current code from the app proves it is the member. */
    async regenerateRecoveryCodes(userId: string, code: string, clientIp: string): Promise<RecoveryCodesResponse> {
      await throttle(userId, clientIp);
      if (!(await repo.isEnabled(db, userId))) throw conflict(TWO_STEP_MESSAGES.notOn);
      if (!(await useTotp(userId, code))) throw wrongCode();
      return { recovery_codes: await db.transaction().execute((trx) => issueRecoveryCodes(trx, userId)) };
    },

    /** Members only: the password and a current code, so a session left open is not enough. */
    async disable(userId: string, password: string, code: string, clientIp: string): Promise<void> {
      if (await deps.members.isAdmin(userId)) throw conflict(TWO_STEP_MESSAGES.adminsKeepIt);
      await throttle(userId, clientIp);
      if (!(await repo.isEnabled(db, userId))) throw conflict(TWO_STEP_MESSAGES.notOn);
      await deps.confirmPassword(userId, password, { field: 'password', message: TWO_STEP_MESSAGES.wrongPassword });
      if (!(await useTotp(userId, code))) throw wrongCode();
      await db.transaction().execute((trx) => repo.remove(trx, userId));
    },

    /** After the right password: a token that stands for "password checked" for five minutes. */
    async startChallenge(userId: string): Promise<string> {
      const token = newToken();
      const now = new Date();
      await repo.insertChallenge(db, { token_hash: hash(token), user_id: userId, created_at: now.toISOString(), expires_at: isoAfter(CHALLENGE_TTL_MS, now) });
      return token;
    },

    /**
     * The member of a live challenge whose code (from the app, or an unused recovery code) is right.
     * A wrong code counts against the challenge, which ends at the fifth.
     */
    async completeChallenge(challenge: string, code: string, clientIp: string): Promise<string> {
      const tokenHash = hash(challenge);
      const live = await repo.findLiveChallenge(db, tokenHash, nowIso());
      if (!live) throw challengeEnded();
      await throttle(live.user_id, clientIp);
      const digits = code.replace(/\s/g, '');
      const right = /^\d{6}$/.test(digits)
        ? await useTotp(live.user_id, digits)
        : await repo.useRecoveryCode(db, live.user_id, hash(normalizeRecoveryCode(code)), nowIso());
      if (!right) {
        const failed = await repo.countFailedAttempt(db, tokenHash);
        if (failed === undefined || failed >= MAX_WRONG_CODES_PER_CHALLENGE) {
          await repo.deleteChallenge(db, tokenHash);
          throw challengeEnded();
        }
        throw wrongCode(TWO_STEP_MESSAGES.wrongSignInCode);
      }
      // Two requests with the same right code: only the one that removes the challenge signs in.
      if (!(await repo.deleteChallenge(db, tokenHash))) throw challengeEnded();
      return live.user_id;
    },

    purgeExpiredChallenges: () => repo.deleteExpiredChallenges(db, nowIso()),

    /** Refuses admin work until the admin has turned it on; the enrollment routes stay open. */
    async assertAdminEnrolled(userId: string): Promise<void> {
      if (!(await repo.isEnabled(db, userId))) throw new AppError(403, 'two_step_required', TWO_STEP_MESSAGES.required);
    },
  };
}

export type TwoStepService = ReturnType<typeof createTwoStepService>;
