import { hashPassword, verifyPassword } from '../modules/auth/password';
import { isTooGuessable } from '../modules/auth/password-strength';

/** The CPU-heavy password work, run in a worker thread of the hashing pool. */
export type PasswordTask =
  | { kind: 'hash'; password: string }
  | { kind: 'verify'; password: string; encoded: string | undefined }
  | { kind: 'strength'; password: string; personal: string[] };

export default function run(task: PasswordTask): string | boolean | Promise<boolean> {
  switch (task.kind) {
    case 'hash':
      return hashPassword(task.password);
    case 'verify':
      return verifyPassword(task.password, task.encoded);
    case 'strength':
      return isTooGuessable(task.password, task.personal);
  }
}
