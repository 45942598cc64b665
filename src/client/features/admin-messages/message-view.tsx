import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import type { ContactMessageDetail } from '../../../shared/contact-api';
import { CONTACT_MESSAGES, CONTACT_STATUSES, CONTACT_TOPICS, contactReplySchema, type ContactReplyInput } from '../../../shared/schemas/contact';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Select, Textarea } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { MailLink } from '../../components/ui/text-link';
import { translateKnown } from '../../i18n/i18n';
import { useSession } from '../auth/session';
import { useAssign, useAssignableAdmins, useContactMessage, useReply, useSetStatus } from './api';
import { formatMoment } from '../../lib/format-moment';

const failed = (title: string) => (err: unknown) => toast.error(title, { description: err instanceof Error ? err.message : String(err) });

/** The whole message in a dialog: read it, give it to an admin, answer by e-mail, close or reopen it. */
export function MessageView({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { i18n } = useLingui();
  const message = useContactMessage(id);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()} title={message.data ? i18n._('Message from {name}', { name: message.data.name }) : i18n._('Message')} size="lg">
      {message.isPending && <Spinner label={i18n._('Loading the message...')} />}
      {message.isError && <Notice tone="error" title={i18n._('Error loading the message')} live>{message.error.message}</Notice>}
      {message.data && <MessageBody message={message.data} />}
    </Dialog>
  );
}

function MessageBody({ message }: { message: ContactMessageDetail }) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={message.status === 'open' ? 'yellow' : 'gray'}>{translateKnown(i18n, CONTACT_STATUSES[message.status])}</Badge>
          <Badge>{translateKnown(i18n, CONTACT_TOPICS[message.topic])}</Badge>
          {message.from_member && <Badge tone="green">{i18n._('Member')}</Badge>}
        </div>
        <p className="text-sm text-slate-700">
          <MailLink email={message.email} /> · {i18n._('received {when}', { when: formatMoment(message.created_at) })}
        </p>
        <p className="whitespace-pre-line break-words rounded-xl bg-slate-50 p-4 text-slate-900">{message.message}</p>
      </div>
      <AssignControl message={message} />
      <section aria-labelledby="answers-title" className="space-y-3">
        <h3 id="answers-title" className="font-semibold text-slate-900">{i18n._('Answers')}</h3>
        {message.replies.length === 0 ? (
          <p className="text-sm text-slate-600">{i18n._('No answer yet.')}</p>
        ) : (
          <ol className="space-y-3">
            {message.replies.map((reply) => (
              <li key={reply.id} className="rounded-xl border border-slate-200 p-4">
                <p className="text-sm text-slate-600">{reply.author_email} · {formatMoment(reply.created_at)}</p>
                <p className="mt-2 whitespace-pre-line break-words text-slate-900">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
        <ReplyForm message={message} />
      </section>
      <StatusControl message={message} />
    </div>
  );
}

function AssignControl({ message }: { message: ContactMessageDetail }) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const admins = useAssignableAdmins();
  const assign = useAssign();
  const change = (adminId: string | null) =>
    assign.mutateAsync({ id: message.id, adminId }).then((res) => toast.success(translateKnown(i18n, res.message)), failed(i18n._('Error assigning the message')));
  const current = message.assignee?.id ?? '';
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field label={i18n._('Assigned to')} className="min-w-56 flex-1">
        <Select value={current} disabled={assign.isPending || !admins.data} onChange={(e) => void change(e.target.value || null)}>
          <option value="">{i18n._('Nobody')}</option>
          {(admins.data ?? []).map((admin) => (
            <option key={admin.id} value={admin.id}>{admin.id === user?.id ? i18n._('{name} (me)', { name: admin.name }) : admin.name} — {admin.email}</option>
          ))}
        </Select>
      </Field>
      {user && current !== user.id && (
        <Button variant="outline" onClick={() => void change(user.id)} disabled={assign.isPending}>{i18n._('Assign to me')}</Button>
      )}
    </div>
  );
}

function ReplyForm({ message }: { message: ContactMessageDetail }) {
  const { i18n } = useLingui();
  const reply = useReply();
  const { register, handleSubmit, reset, formState } = useForm<ContactReplyInput>({ resolver: zodResolver(contactReplySchema), defaultValues: { body: '' } });
  const onSubmit = async ({ body }: ContactReplyInput) => {
    try {
      await reply.mutateAsync({ id: message.id, body });
      toast.success(translateKnown(i18n, CONTACT_MESSAGES.replied), { description: i18n._('E-mailed to {email}.', { email: message.email }) });
      reset({ body: '' });
    } catch (err) {
      failed(i18n._('Error sending the answer'))(err);
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-3" aria-label={i18n._('Answer by e-mail')}>
      <Field label={i18n._('Answer {name} by e-mail', { name: message.name })} error={formState.errors.body?.message} hint={i18n._('Sent to {email}, with their message quoted below it.', { email: message.email })}>
        <Textarea rows={5} {...register('body')} />
      </Field>
      <Button type="submit" disabled={formState.isSubmitting}>{formState.isSubmitting ? i18n._('Sending...') : i18n._('Send answer')}</Button>
    </form>
  );
}

function StatusControl({ message }: { message: ContactMessageDetail }) {
  const { i18n } = useLingui();
  const setStatus = useSetStatus();
  const [confirming, setConfirming] = useState(false);
  const change = async (status: 'open' | 'closed') => {
    try {
      toast.success(translateKnown(i18n, (await setStatus.mutateAsync({ id: message.id, status })).message));
    } catch (err) {
      failed(i18n._('Error changing the status'))(err);
    }
  };
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
      {message.status === 'open' ? (
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={setStatus.isPending}>{i18n._('Close message')}</Button>
      ) : (
        <Button variant="outline" onClick={() => void change('open')} disabled={setStatus.isPending}>{i18n._('Reopen message')}</Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={i18n._('Close this message?')}
        description={i18n._('The message from {name} leaves the open messages. You can reopen it at any time.', { name: message.name })}
        confirmLabel={i18n._('Close message')}
        destructive={false}
        onConfirm={() => change('closed')}
      />
    </div>
  );
}
