import { SCREENS } from '../../../shared/routes';
import { AdminLayout } from '../../features/admin/admin-layout';
import { SubscriptionsManager } from '../../features/admin-subscriptions/subscriptions-manager';

export default function AdminSubscriptionsScreen() {
  return (
    <AdminLayout screen={SCREENS.adminSubscriptions} title="Subscriptions" description="Members' monthly pledges: change a status, an amount or the next billing date.">
      <SubscriptionsManager />
    </AdminLayout>
  );
}
