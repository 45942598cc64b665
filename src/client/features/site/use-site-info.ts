import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type SiteInfo } from '../../../shared/api';
import { api } from '../../lib/api';

export const siteInfoQuery = queryOptions({ queryKey: ['site'], queryFn: () => api<SiteInfo>(API.site), staleTime: Infinity });

/** Contact details come from the server's configuration, never from the client bundle. */
export const useSiteInfo = () => useQuery(siteInfoQuery).data;
