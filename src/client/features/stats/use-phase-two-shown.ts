import { useHydrated } from '../../lib/use-hydrated';
import { useStats } from './use-live-stats';

/**
 * Whether a line written for Phase 1 should now read as Phase 2. Pages are prerendered in Phase 1,
 * so hydration must find the Phase 1 words first; the shared store serves pages without a query client.
 */
export function usePhaseTwoShown(): boolean {
  const stats = useStats();
  const hydrated = useHydrated();
  return stats?.phase === 2 && hydrated;
}
