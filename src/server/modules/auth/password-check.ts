import type { Executor } from '../../db/executor';
import type { PasswordWork } from '../../hashing/password-pool';
import { badRequest } from '../../http/errors';
import { authRepository } from './auth.repository';

/**
 * The password asked again of a signed-in member before a change a stolen session must not make (a new
 * password, turning two-step off, closing the account). Each caller counts its tries first, under its
 * own limit; a wrong or missing password is refused on the form's own field.
 */
export function createPasswordCheck(deps: { db: Executor; passwords: PasswordWork }) {
  return async function confirmPassword(userId: string, password: string, refusal: { field: string; message: string }): Promise<void> {
    const row = await authRepository.findPasswordHash(deps.db, userId);
    if (!row || !(await deps.passwords.verify(password, row.password_hash))) throw badRequest(refusal.message, { [refusal.field]: refusal.message });
  };
}

export type PasswordCheck = ReturnType<typeof createPasswordCheck>;
