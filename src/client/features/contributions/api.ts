import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONTRIBUTIONS_API, type MyContributions } from '../../../shared/contributions-api';
import { api } from '../../lib/api';

export const contributionsQuery = (year: number) =>
  queryOptions({ queryKey: ['contributions', year], queryFn: () => api<MyContributions>(`${CONTRIBUTIONS_API.mine}?year=${year}`) });

/** The year shown stays on screen while the next one loads. */
export const useContributions = (year: number) => useQuery({ ...contributionsQuery(year), placeholderData: keepPreviousData });
