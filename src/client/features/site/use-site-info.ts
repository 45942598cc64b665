import { queryOptions } from '@tanstack/react-query';
import { API, type SiteInfo } from '../../../shared/api';
import { api } from '../../lib/api';
import { SharedEntry, useSharedEntry } from '../../lib/shared-data';

/** Contact details come from the server's configuration, never from the client bundle. */
export const siteData = new SharedEntry(['site'], () => api<SiteInfo>(API.site));

export const siteInfoQuery = queryOptions({ queryKey: siteData.key, queryFn: siteData.fetch, staleTime: Infinity });

export const useSiteInfo = () => useSharedEntry(siteData).data;
