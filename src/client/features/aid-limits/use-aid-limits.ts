import { queryOptions, useQuery } from '@tanstack/react-query';
import { AID_LIMITS_API, type AidLimits } from '../../../shared/aid-limits';
import { api } from '../../lib/api';

export const aidLimitsQuery = queryOptions({ queryKey: ['aid-limits'], queryFn: () => api<AidLimits>(AID_LIMITS_API), staleTime: 60_000 });

export const useAidLimits = () => useQuery(aidLimitsQuery);
