import { useLingui } from '@lingui/react';
import { SCREENS } from '../../../shared/routes';
import { AdminLayout } from '../../features/admin/admin-layout';
import { ModerationQueue } from '../../features/admin-reviews/moderation-queue';

export default function AdminReviewsScreen() {
  const { i18n } = useLingui();
  return (
    <AdminLayout screen={SCREENS.adminReviews} title={i18n._('Review moderation')} description={i18n._('Only approved reviews appear on the public reviews page. Rejected reviews are kept but never shown.')}>
      <ModerationQueue />
    </AdminLayout>
  );
}
