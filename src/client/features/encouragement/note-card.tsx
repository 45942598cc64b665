import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { MessageCircleHeart } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { MyNote } from '../../../shared/queue-api';
import { NOTE_MAX, NOTE_MESSAGES, noteSchema, type NoteInput } from '../../../shared/schemas/encouragement';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { translateKnown } from '../../i18n/i18n';
import { formatCount, formatDate } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { toast } from '../../lib/toast';
import { NOTES_PAGE_SIZE, useMyNotes, useWriteNote } from './api';

/**
 * On the pledge screen: a short note for a member in need, read by an admin first and given without
 * the writer's name; the member's notes with where each stands. Nothing shows for a member who has no
 * pledge running and has never written one.
 */
export function NoteCard() {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const notes = useMyNotes(page);
  if (!notes.data) return null;
  const { can_write, reason, items, total } = notes.data;
  if (!can_write && total === 0) return null;
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-3">
        <MessageCircleHeart aria-hidden className="h-6 w-6 text-brand-700" />
        <CardTitle>{i18n._('A note of encouragement')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-700">
          {i18n._('With your pledge you may write a short note for a member in need. An admin reads it first; it is then given with a payout, without your name, and you will not learn who received it.')}
        </p>
        {can_write ? <NoteForm /> : <p className="text-sm text-slate-700">{translateKnown(i18n, reason === 'no_pledge' ? NOTE_MESSAGES.noPledge : NOTE_MESSAGES.waiting)}</p>}
        {total > 0 && (
          <section aria-labelledby="my-notes-heading" className="space-y-3">
            <h3 id="my-notes-heading" className="font-semibold text-slate-900">{i18n._('Your notes')}</h3>
            <ul className="space-y-3">
              {items.map((note) => (
                <li key={note.id} className="rounded-xl border border-slate-200 p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <NoteStatus note={note} />
                    <span className="text-xs text-slate-600">{i18n._('Written {date}', { date: formatDate(note.created_at) })}</span>
                  </div>
                  <p dir="auto" className="mt-2 whitespace-pre-line break-words text-slate-800">{note.body}</p>
                </li>
              ))}
            </ul>
            <Pagination page={page} pageSize={NOTES_PAGE_SIZE} total={total} onPage={setPage} label={i18n._('Pages of your notes')} />
          </section>
        )}
      </CardContent>
    </Card>
  );
}

function NoteStatus({ note }: { note: MyNote }) {
  const { i18n } = useLingui();
  if (note.status === 'pending') return <Badge tone="yellow">{i18n._('Waiting for an admin')}</Badge>;
  if (note.status === 'rejected') return <Badge tone="gray">{i18n._('Not approved')}</Badge>;
  if (note.delivered_month) return <Badge tone="green">{i18n._('Given with the distribution of {month}', { month: formatMonth(note.delivered_month) })}</Badge>;
  return <Badge tone="green">{i18n._('Approved: it goes out with the next distribution')}</Badge>;
}

function NoteForm() {
  const { i18n } = useLingui();
  const write = useWriteNote();
  const { register, control, handleSubmit, reset, formState } = useForm<NoteInput>({ resolver: zodResolver(noteSchema), defaultValues: { body: '' } });
  const body = useWatch({ control, name: 'body' });
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (input: NoteInput) => {
    setFailure(null);
    try {
      const result = await write.mutateAsync(input.body.trim());
      toast.success(translateKnown(i18n, result.message));
      reset({ body: '' });
    } catch (err) {
      setFailure(err instanceof Error ? translateKnown(i18n, err.message) : String(err));
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-3" aria-label={i18n._('Write a note of encouragement')}>
      <Field
        label={i18n._('Your note')}
        error={formState.errors.body?.message}
        hint={i18n._('{count}/{max} characters', { count: formatCount(body.length), max: formatCount(NOTE_MAX) })}
      >
        <Textarea rows={4} dir="auto" placeholder={i18n._('A few kind words, without names or contact details')} {...register('body')} />
      </Field>
      {failure && <Notice tone="error" live>{failure}</Notice>}
      <Button type="submit" disabled={formState.isSubmitting}>{i18n._('Send my note')}</Button>
    </form>
  );
}
