import { normalizeStats, type SubscriberStats } from '../../../shared/domain/stats';
import { INITIAL_STATS_ID } from '../../../shared/prerendered-page';

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
