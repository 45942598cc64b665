/**
 * SHA-256 (hex) of a JSON of stable browser traits (the profile's device hash). Used by admins to spot
 * several accounts made from one device. Web Crypto exists only on HTTPS and localhost; elsewhere
 * no hash is sent rather than a weak one.
 */
export async function computeDeviceHash(): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle) return undefined;
  const traits = {
    userAgent: navigator.userAgent,
    language: navigator.language,
    platform: navigator.platform,
    screenResolution: `${screen.width}x${screen.height}`,
    colorDepth: screen.colorDepth,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    touchSupport: 'ontouchstart' in window || navigator.maxTouchPoints > 0,
    hardwareConcurrency: navigator.hardwareConcurrency ?? 0,
  };
  const bytes = new TextEncoder().encode(JSON.stringify(traits));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
