import { SCREENS } from '../../../shared/routes';

/**
 * The pages anyone can read without an account. The service worker keeps the last copy of each for
 * reading offline; no other page's HTML is ever stored, so nothing a member saw can be read back
 * from the cache.
 */
export const OFFLINE_READABLE_PATHS: readonly string[] = [
  SCREENS.home,
  SCREENS.transparency,
  SCREENS.resources,
  SCREENS.shariah,
  SCREENS.contact,
  SCREENS.terms,
  SCREENS.privacy,
  SCREENS.ambassador,
  SCREENS.reviews,
  SCREENS.poster,
].map((screen) => screen.path);

const readable = new Set(OFFLINE_READABLE_PATHS);

/** True for a public page's path; a trailing slash is tolerated, as the server does. */
export function isOfflineReadable(pathname: string): boolean {
  return readable.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
