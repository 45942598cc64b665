import { useQuery } from '@tanstack/react-query';
import { type MyQueueEstimate, type PublicQueue, QUEUE_API } from '../../../shared/queue-api';
import { api } from '../../lib/api';

export const usePublicQueue = () => useQuery({ queryKey: ['transparency', 'queue'], queryFn: () => api<PublicQueue>(QUEUE_API.publicQueue) });

export const useMyQueueEstimate = () => useQuery({ queryKey: ['beneficiary', 'queue-estimate'], queryFn: () => api<MyQueueEstimate>(QUEUE_API.myQueueEstimate) });
