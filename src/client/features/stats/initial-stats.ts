import { useSyncExternalStore } from 'react';
import { normalizeStats, type SubscriberStats } from '../../../shared/domain/stats';
import { formatCountForServer, INITIAL_STATS_ID } from '../../../shared/prerendered-page';
import { formatCount } from '../../lib/format';

/** The figures the server put into the home page, so the counter starts from them instead of loading. */
export function readInitialStats(): SubscriberStats | undefined {
  const text = document.getElementById(INITIAL_STATS_ID)?.textContent;
  if (!text) return undefined;
  try {
    return normalizeStats(JSON.parse(text) as Record<string, unknown>);
  } catch {
    return undefined;
  }
}

const subscribeNever = () => () => {};

/**
 * Formats counts as the server did (en-US) while the prerendered page is being hydrated, so the text
 * matches, and in the reader's own locale from the next render on.
 */
export function useCountFormatter(): (n: number) => string {
  const hydrated = useSyncExternalStore(subscribeNever, () => true, () => false);
  return hydrated ? formatCount : formatCountForServer;
}
