import { randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 10;

/** Ten characters without look-alikes (50 bits), shown as XXXXX-XXXXX. */
export function newRecoveryCode(): string {
  const chars = Array.from(randomBytes(LENGTH), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What is hashed and compared: case, spaces and dashes do not matter when typing one in. */
export const normalizeRecoveryCode = (input: string): string => input.toUpperCase().replace(/[^A-Z0-9]/g, '');
