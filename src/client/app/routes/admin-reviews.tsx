import { useLingui } from '@lingui/react';
import { SCREENS } from '../../../shared/routes';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AdminLayout } from '../../features/admin/admin-layout';
import { ModerationQueue } from '../../features/admin-reviews/moderation-queue';
import { NotesModeration } from '../../features/encouragement/notes-moderation';

export default function AdminReviewsScreen() {
  const { i18n } = useLingui();
  return (
    <AdminLayout screen={SCREENS.adminReviews} title={i18n._('Review moderation')} description={i18n._('Only approved reviews appear on the public reviews page. Rejected reviews are kept but never shown.')}>
      <Tabs defaultValue="reviews">
        <TabsList aria-label={i18n._('What to moderate')} className="max-w-md">
          <TabsTrigger value="reviews">{i18n._('Reviews')}</TabsTrigger>
          <TabsTrigger value="notes">{i18n._('Notes of encouragement')}</TabsTrigger>
        </TabsList>
        <TabsContent value="reviews" className="mt-6">
          <ModerationQueue />
        </TabsContent>
        <TabsContent value="notes" className="mt-6">
          <NotesModeration />
        </TabsContent>
      </Tabs>
    </AdminLayout>
  );
}
