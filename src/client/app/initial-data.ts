import type { QueryClient } from '@tanstack/react-query';
import type { SiteInfo } from '../../shared/api';
import type { Campaign } from '../../shared/domain/campaign';
import { INITIAL_CAMPAIGN_ID, INITIAL_SITE_ID } from '../../shared/prerendered-page';
import { campaignQuery } from '../lib/campaign';
import { siteData } from '../features/site/use-site-info';
import { readInitialStats } from '../features/stats/initial-stats';
import { statsData } from '../features/stats/use-live-stats';

function readJson(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Takes the data the server rendered the page with (counter figures, contact details), so the first
 * render in the browser shows what the HTML shows and hydration matches.
 */
export function seedSharedData(): void {
  const stats = readInitialStats();
  if (stats) statsData.set(stats);
  const site = readJson(INITIAL_SITE_ID) as SiteInfo | undefined;
  if (site) siteData.set(site);
}

/** The campaign settings the Ambassador page was rendered with, for the query client it reads them from. */
export function seedQueryData(queryClient: QueryClient): void {
  const campaign = readJson(INITIAL_CAMPAIGN_ID) as Campaign | undefined;
  if (campaign) queryClient.setQueryData(campaignQuery.queryKey, campaign);
}
