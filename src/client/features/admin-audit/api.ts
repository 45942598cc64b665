import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type AuditEntry } from '../../../shared/api';
import type { AuditAction, AuditEntityType } from '../../../shared/domain/audit';
import type { Page } from '../../../shared/schemas/paging';
import { api } from '../../lib/api';

export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilters {
  entity_type: AuditEntityType | '';
  action: AuditAction | '';
  from: string;
  to: string;
  page: number;
}

export function useAuditLog(filters: AuditFilters) {
  const params = new URLSearchParams({ page: String(filters.page), page_size: String(AUDIT_PAGE_SIZE) });
  for (const key of ['entity_type', 'action', 'from', 'to'] as const) if (filters[key]) params.set(key, filters[key]);
  return useQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: () => api<Page<AuditEntry>>(`${API.adminAudit}?${params}`),
    placeholderData: keepPreviousData,
  });
}
