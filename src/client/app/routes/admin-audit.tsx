import { useLingui } from '@lingui/react';
import { SCREENS } from '../../../shared/routes';
import { AdminLayout } from '../../features/admin/admin-layout';
import { AuditLog } from '../../features/admin-audit/audit-log';

export default function AdminAuditScreen() {
  const { i18n } = useLingui();
  return (
    <AdminLayout screen={SCREENS.adminAudit} title={i18n._('Audit log')} description={i18n._('Every change an admin has made (who, what, when, and what changed) and every security event: sign-ins, lockouts, password changes, admin promotions and exports. Entries cannot be edited; security events are removed after a year, and personal details are erased when a member leaves.')}>
      <AuditLog />
    </AdminLayout>
  );
}
