import { useLingui } from '@lingui/react';
import { Check, CheckCircle2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NOTE_MESSAGES } from '../../../shared/schemas/encouragement';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { translateKnown } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import { formatMoment } from '../../lib/format-moment';
import { toast } from '../../lib/toast';
import { MODERATION_PAGE_SIZE, useModerateNote, usePendingNotes } from './api';

const DONE = {
  approve: { title: NOTE_MESSAGES.approved, description: NOTE_MESSAGES.approvedDescription },
  reject: { title: NOTE_MESSAGES.rejected, description: NOTE_MESSAGES.rejectedDescription },
} as const;

/** Notes waiting for an admin, oldest first, with their text and date only: who wrote them does not matter to the decision. */
export function NotesModeration() {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const queue = usePendingNotes(page);
  const moderate = useModerateNote();

  const lastPage = Math.max(1, Math.ceil((queue.data?.total ?? 0) / MODERATION_PAGE_SIZE));
  const pastTheEnd = queue.data !== undefined && !queue.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage]);

  const decide = async (id: string, decision: 'approve' | 'reject') => {
    try {
      await moderate.mutateAsync({ id, decision });
      toast.success(i18n._(DONE[decision].title), { description: i18n._(DONE[decision].description) });
    } catch (err) {
      toast.error(i18n._(NOTE_MESSAGES.failed), { description: err instanceof Error ? translateKnown(i18n, err.message) : String(err) });
    }
  };

  if (queue.isPending) return <Spinner label={i18n._('Loading notes...')} />;
  if (queue.isError) return <Notice tone="error" title={i18n._('Error loading notes')} live>{translateKnown(i18n, queue.error.message)}</Notice>;
  const { items, total } = queue.data;
  if (total === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <CheckCircle2 aria-hidden className="mx-auto h-10 w-10 text-brand-700" />
        <p className="mt-3 text-slate-700">{i18n._('No notes waiting for moderation.')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-slate-700" role="status">{i18n._('{count, plural, one {{n} note is waiting, oldest first.} other {{n} notes are waiting, oldest first.}}', { count: total, n: formatCount(total) })}</p>
      <p className="text-sm text-slate-700">{i18n._('Approve a note that encourages without naming anyone or giving contact details; it goes out, unsigned, with the next approved distribution.')}</p>
      <ul className={cn('space-y-4', queue.isPlaceholderData && 'opacity-60')} aria-label={i18n._('Notes waiting for moderation')} aria-busy={queue.isPlaceholderData}>
        {items.map((note) => {
          const busy = moderate.isPending && moderate.variables?.id === note.id;
          return (
            <li key={note.id} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="text-sm text-slate-600">{i18n._('Written {date}', { date: formatMoment(note.created_at) })}</p>
              <p dir="auto" className="whitespace-pre-line break-words text-slate-900">{note.body}</p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => void decide(note.id, 'approve')} disabled={busy}><Check aria-hidden className="h-4 w-4" />{i18n._('Approve')}</Button>
                <Button size="sm" variant="outline" className="border-red-700 text-red-700 hover:bg-red-50" onClick={() => void decide(note.id, 'reject')} disabled={busy}>
                  <X aria-hidden className="h-4 w-4" />{i18n._('Reject')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination page={page} pageSize={MODERATION_PAGE_SIZE} total={total} onPage={setPage} label={i18n._('Note pages')} />
    </div>
  );
}
