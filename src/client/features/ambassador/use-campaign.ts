import { queryOptions } from '@tanstack/react-query';
import { API } from '../../../shared/api';
import type { Campaign } from '../../../shared/domain/campaign';
import { api } from '../../lib/api';

/** The ambassador goal and deadline admins set; read again when a page mounts, so a change shows on the next visit. */
export const campaignQuery = queryOptions({ queryKey: ['campaign'], queryFn: () => api<Campaign>(API.campaign), staleTime: 60_000 });
