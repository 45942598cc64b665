import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerWithRecovery, registrationErrorMessage } from './register';

const payload = {
  full_name: 'Amina Rahman', email: 'amina@example.org', password: 'Str0ng!Passw0rd', gender: 'female' as const,
  country: 'US' as const, city: 'Baltimore', state: 'Maryland', postal_code: '21201', marital_status: 'married' as const, dob: '1990-04-12',
};
const BUSY = 'We are very busy right now. Please try again in a few seconds.';

/** Answers each request with the next response in line and records the paths asked for. */
function answerWith(...responses: Array<{ status: number; body: unknown }>) {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (path: string) => {
    paths.push(path);
    const next = responses.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  });
  return paths;
}

afterEach(() => vi.unstubAllGlobals());

describe('sign-up recovery', () => {
  it('shows a busy server\'s message as it is, without the cleanup and retry', async () => {
    const paths = answerWith({ status: 503, body: { error: { code: 'busy', message: BUSY } } });
    const err = await registerWithRecovery(payload).catch((e: unknown) => e);
    expect(registrationErrorMessage(err)).toBe(BUSY);
    expect(paths).toEqual(['/api/auth/register']);
  });

  it('still cleans up and retries once after a server failure', async () => {
    const paths = answerWith(
      { status: 500, body: { error: { code: 'internal', message: 'Something went wrong on our side.' } } },
      { status: 200, body: { deleted: 0 } },
      { status: 201, body: { user_id: 'u1', phone_verification_required: false } },
    );
    await expect(registerWithRecovery(payload)).resolves.toMatchObject({ user_id: 'u1' });
    expect(paths).toEqual(['/api/auth/register', '/api/auth/cleanup-orphaned-user', '/api/auth/register']);
  });
});
