import type { PublicOrganisation } from '../../../shared/api';
import { useHydrated } from '../../lib/use-hydrated';
import { useSiteInfo } from './use-site-info';

/**
 * The organisation's public profile, once the page is live: an admin may change it after the build,
 * so it is never part of the prerendered HTML (and hydration matches it).
 */
export function useOrganisation(): PublicOrganisation | undefined {
  const hydrated = useHydrated();
  const site = useSiteInfo();
  return hydrated ? site?.organisation : undefined;
}

/**
 * A value typed in Latin script (a name, a number, an address line) kept in its own order inside a
 * right-to-left page: without it "12-3456789" reads "3456789-12" in Arabic.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
