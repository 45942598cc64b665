import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Pagination } from '../../components/ui/pagination';
import { formatMonth } from '../../lib/format-month';
import { NOTES_PAGE_SIZE, useReceivedNotes } from './api';

/** On the beneficiary page: the notes members wrote that came with the member's payout, without their names. */
export function ReceivedNotes() {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const notes = useReceivedNotes(page);
  if (!notes.data || notes.data.total === 0) return null;
  return (
    <section aria-labelledby="received-notes-heading" className="space-y-4">
      <div>
        <h2 id="received-notes-heading" className="font-display text-2xl font-bold">{i18n._('Notes of encouragement')}</h2>
        <p className="mt-1 text-slate-700">{i18n._('Members who give each month wrote these for you. They do not know who you are, and their names are not shown.')}</p>
      </div>
      <ul className="space-y-3">
        {notes.data.items.map((note) => (
          <li key={note.id} className="rounded-2xl border border-brand-200 bg-white p-4 shadow-sm">
            <p dir="auto" className="whitespace-pre-line break-words text-lg text-slate-900">{note.body}</p>
            <p className="mt-2 text-sm text-slate-600">{i18n._('With the distribution of {month}', { month: formatMonth(note.month) })}</p>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageSize={NOTES_PAGE_SIZE} total={notes.data.total} onPage={setPage} label={i18n._('Pages of notes you received')} />
    </section>
  );
}
