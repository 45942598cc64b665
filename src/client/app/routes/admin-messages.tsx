import { useLingui } from '@lingui/react';
import { SCREENS } from '../../../shared/routes';
import { AdminLayout } from '../../features/admin/admin-layout';
import { MessageInbox } from '../../features/admin-messages/message-inbox';

export default function AdminMessagesScreen() {
  const { i18n } = useLingui();
  return (
    <AdminLayout screen={SCREENS.adminMessages} title={i18n._('Messages')} description={i18n._('Messages sent through the contact form. Answers go to the sender by e-mail.')}>
      <MessageInbox />
    </AdminLayout>
  );
}
