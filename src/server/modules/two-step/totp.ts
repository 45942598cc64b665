import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_ISSUER = 'Riba-Free Community';
const PERIOD_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (secret: string, account: string): string => generateURI({ issuer: TOTP_ISSUER, label: account, secret });

/**
 * The time step a 6-digit code belongs to, accepting one step either side for clock drift; undefined
 * when it is wrong or its step is not after `afterStep` (the last one used: no code works twice).
 */
export async function acceptedStep(secret: string, code: string, afterStep: number | null): Promise<number | undefined> {
  const nowStep = Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
  // otplib refuses an afterTimeStep past the window; such a step only exists if the clock went back.
  if (afterStep !== null && afterStep > nowStep + 1) return undefined;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: PERIOD_SECONDS,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  // The result type also covers HOTP, which has no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
