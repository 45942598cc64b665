import { generate } from 'otplib';

const lastStepUsed = new Map<string, number>();

/**
 * A code the server has not accepted yet, computed like an authenticator app: this time step's, or
 * the next one's (accepted as clock drift), waiting only when both were used already. Shared by the
 * API and browser tests.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (lastStepUsed.get(secret) ?? -1) + 1);
  if (step > now + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 50));
  lastStepUsed.set(secret, step);
  return generate({ secret, epoch: step * 30 });
}
