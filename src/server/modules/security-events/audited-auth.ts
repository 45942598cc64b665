import { AppError } from '../../http/errors';
import type { AuthService } from '../auth/auth.service';
import { ADMIN_CLI_ACTOR, type SecurityEventsService } from './security-events.service';

/** A rate limit's refusal is a lockout; a refused password or a non-admin at the admin door is a failure. */
function refusal(err: unknown): 'lockout' | 'sign_in_failed' | undefined {
  if (!(err instanceof AppError)) return undefined;
  if (err.status === 429) return 'lockout';
  if (err.status === 401 || err.status === 403) return 'sign_in_failed';
  return undefined;
}

/**
 * The auth service with its security events recorded around each call, from what the call returned
 * or refused. Kept apart from the auth service so its rules and these records change independently.
 */
export function withSecurityEvents(auth: AuthService, events: SecurityEventsService): AuthService {
  /** A right password that still needs a code is not a sign-in yet: it is recorded when the code step succeeds. */
  async function signIn<T extends { user: { id: string; email: string } } | { challenge: string }>(door: 'member' | 'admin', email: string, ip: string, attempt: () => Promise<T>) {
    let result: T;
    try {
      result = await attempt();
    } catch (err) {
      const action = refusal(err);
      if (action) await events.recordForEmail(action, email, { ip, door, ...(err instanceof AppError && { reason: err.code }) });
      throw err;
    }
    if ('user' in result) await events.record({ action: 'sign_in', actor: result.user, subjectId: result.user.id, details: { ip, door } });
    return result;
  }

  return {
    ...auth,

    login: (email, password, clientIp, currentToken) =>
      signIn('member', email, clientIp, () => auth.login(email, password, clientIp, currentToken)),

    adminLogin: (email, password, clientIp, currentToken) =>
      signIn('admin', email, clientIp, () => auth.adminLogin(email, password, clientIp, currentToken)),

    async completeTwoStep(challenge, code, clientIp, currentToken) {
      const result = await auth.completeTwoStep(challenge, code, clientIp, currentToken);
      await events.record({ action: 'sign_in', actor: result.user, subjectId: result.user.id, details: { ip: clientIp, door: 'two-step code' } });
      return result;
    },

    async changePassword(userId, currentToken, current, next) {
      const actor = await auth.sessionUser(userId);
      try {
        await auth.changePassword(userId, currentToken, current, next);
      } catch (err) {
        if (refusal(err) === 'lockout') await events.record({ action: 'lockout', actor, subjectId: userId, details: { operation: 'change_password' } });
        throw err;
      }
      await events.record({ action: 'password_change', actor, subjectId: userId });
    },

    async requestPasswordReset(email, clientIp) {
      try {
        await auth.requestPasswordReset(email, clientIp);
      } catch (err) {
        if (refusal(err) === 'lockout') await events.recordForEmail('lockout', email, { ip: clientIp, operation: 'password_reset_request' });
        throw err;
      }
      // Recorded for known and unknown e-mails alike, so the answer takes the same time for both.
      await events.recordForEmail('password_reset_request', email, { ip: clientIp });
    },

    async resetPassword(token, password, clientIp) {
      const userId = await auth.resetPassword(token, password, clientIp);
      const user = await auth.sessionUser(userId);
      await events.record({ action: 'password_reset', actor: user, subjectId: userId });
      return userId;
    },

    async createOrPromoteAdmin(input) {
      const result = await auth.createOrPromoteAdmin(input);
      await events.record({ action: 'admin_promotion', actor: ADMIN_CLI_ACTOR, subjectId: result.userId, details: { email: input.email, created: result.created } });
      return result;
    },
  };
}
