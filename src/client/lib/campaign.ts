import { queryOptions } from '@tanstack/react-query';
import { API } from '../../shared/api';
import type { Campaign } from '../../shared/domain/campaign';
import { api } from './api';

/** The ambassador goal and deadline admins set, for the Ambassador page and the admin form; the admin form refreshes it on saving. */
export const campaignQuery = queryOptions({ queryKey: ['campaign'], queryFn: () => api<Campaign>(API.campaign), staleTime: 60_000 });
