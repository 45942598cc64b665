import { useLingui } from '@lingui/react';
import { MessageSquareReply, UserRound } from 'lucide-react';
import type { ContactMessageSummary } from '../../../shared/contact-api';
import { CONTACT_STATUSES, CONTACT_TOPICS } from '../../../shared/schemas/contact';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SenderCard } from '../../components/ui/sender-card';
import { translateKnown } from '../../i18n/i18n';
import { formatCount } from '../../lib/format';
import { formatMoment } from '../../lib/format-moment';

/** One message of the inbox: a card at every width, so a phone reaches the same actions as a desktop. */
export function MessageCard({ message, onOpen }: { message: ContactMessageSummary; onOpen: () => void }) {
  const { i18n } = useLingui();
  const headingId = `message-${message.id}`;
  return (
    <SenderCard
      labelledBy={headingId}
      name={<h2 id={headingId} className="font-semibold text-slate-900">{message.name}</h2>}
      email={message.email}
      aside={
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={message.status === 'open' ? 'yellow' : 'gray'}>{translateKnown(i18n, CONTACT_STATUSES[message.status])}</Badge>
          <Badge>{translateKnown(i18n, CONTACT_TOPICS[message.topic])}</Badge>
        </div>
      }
      className="space-y-2"
    >
      <p className="break-words text-slate-700">{message.excerpt}</p>
      <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span>{formatMoment(message.created_at)}</span>
          <span className="inline-flex items-center gap-1">
            <UserRound aria-hidden className="h-4 w-4" />
            {message.assignee ? i18n._('Assigned to {name}', { name: message.assignee.name || message.assignee.email }) : i18n._('Not assigned')}
          </span>
          {message.reply_count > 0 && (
            <span className="inline-flex items-center gap-1">
              <MessageSquareReply aria-hidden className="h-4 w-4" />
              {i18n._('{count, plural, one {{n} answer} other {{n} answers}}', { count: message.reply_count, n: formatCount(message.reply_count) })}
            </span>
          )}
        </p>
        <Button size="sm" variant="outline" onClick={onOpen} aria-describedby={headingId}>{i18n._('Open message')}</Button>
      </div>
    </SenderCard>
  );
}
