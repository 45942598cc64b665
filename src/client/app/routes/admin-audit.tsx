import { SCREENS } from '../../../shared/routes';
import { AdminLayout } from '../../features/admin/admin-layout';
import { AuditLog } from '../../features/admin-audit/audit-log';

export default function AdminAuditScreen() {
  return (
    <AdminLayout screen={SCREENS.adminAudit} title="Audit log" description="Every change an admin has made (who, what, when, and the record before and after) and every security event: sign-ins, lockouts, password changes, admin promotions and exports. Entries cannot be edited; security events are removed after a year, and personal details are erased when a member leaves.">
      <AuditLog />
    </AdminLayout>
  );
}
