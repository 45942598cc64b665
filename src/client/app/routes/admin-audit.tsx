import { SCREENS } from '../../../shared/routes';
import { AdminLayout } from '../../features/admin/admin-layout';
import { AuditLog } from '../../features/admin-audit/audit-log';

export default function AdminAuditScreen() {
  return (
    <AdminLayout screen={SCREENS.adminAudit} title="Audit log" description="Every change an admin has made: who, what, when, and the record before and after. Entries cannot be edited or removed.">
      <AuditLog />
    </AdminLayout>
  );
}
