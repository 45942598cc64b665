import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type MeResponse } from '../../../shared/api';
import { api } from '../../lib/api';

export const meQuery = queryOptions({ queryKey: ['me'], queryFn: () => api<MeResponse>(API.me) });

export const useMe = () => useQuery(meQuery);
