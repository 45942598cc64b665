import { SCREENS } from '../../../shared/routes';
import { AdminLayout } from '../../features/admin/admin-layout';
import { MessageInbox } from '../../features/admin-messages/message-inbox';

export default function AdminMessagesScreen() {
  return (
    <AdminLayout screen={SCREENS.adminMessages} title="Messages" description="Messages sent through the contact form. Answers go to the sender by e-mail.">
      <MessageInbox />
    </AdminLayout>
  );
}
