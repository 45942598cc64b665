import { API, type AuditEntry } from '../../../shared/api';
import type { AuditAction, AuditEntityType } from '../../../shared/domain/audit';
import { usePagedList } from '../../lib/use-paged-list';

export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilters {
  entity_type: AuditEntityType | '';
  action: AuditAction | '';
  from: string;
  to: string;
  page: number;
}

export const useAuditLog = (filters: AuditFilters) => usePagedList<AuditEntry>(['admin', 'audit'], API.adminAudit, filters, AUDIT_PAGE_SIZE);
