import { useLingui } from '@lingui/react';
import { SCREENS } from '../../../shared/routes';
import { AdminLayout } from '../../features/admin/admin-layout';
import { SubscriptionsManager } from '../../features/admin-subscriptions/subscriptions-manager';

export default function AdminSubscriptionsScreen() {
  const { i18n } = useLingui();
  return (
    <AdminLayout screen={SCREENS.adminSubscriptions} title={i18n._('Subscriptions')} description={i18n._('Members\' monthly pledges: change a status, an amount or the next billing date.')}>
      <SubscriptionsManager />
    </AdminLayout>
  );
}
