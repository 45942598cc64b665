import { queryOptions } from '@tanstack/react-query';
import { API, type TwoStepStatus } from '../../../shared/api';
import { api } from '../../lib/api';

export const twoStepQuery = queryOptions({
  queryKey: ['two-step'],
  queryFn: () => api<TwoStepStatus>(API.myTwoStep),
});

/** The key in groups of four, as authenticator apps show it; spaces are ignored when typed in. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
