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
