import { SCREENS } from '../../../shared/routes';
import { AdminLayout } from '../../features/admin/admin-layout';
import { ModerationQueue } from '../../features/admin-reviews/moderation-queue';

export default function AdminReviewsScreen() {
  return (
    <AdminLayout screen={SCREENS.adminReviews} title="Review moderation" description="Only approved reviews appear on the public reviews page. Rejected reviews are kept but never shown.">
      <ModerationQueue />
    </AdminLayout>
  );
}
