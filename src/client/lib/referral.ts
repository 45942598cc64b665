const KEY = 'referral_code';
const CODE = /^[A-Z0-9]{4,16}$/;

/**
 * Remembers the ?ref= code a visitor arrived with, so it survives navigation, reloads and the
 * time it takes to fill in the sign-up form.
 */
export function captureReferralFromUrl(search: string = window.location.search): void {
  const code = new URLSearchParams(search).get('ref')?.trim().toUpperCase();
  if (code && CODE.test(code)) {
    try {
      localStorage.setItem(KEY, code);
    } catch {
      // Private mode without storage: the code is simply not kept.
    }
  }
}

export function storedReferralCode(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetReferralCode(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
