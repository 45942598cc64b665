import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import {
  type ApplicationDocument, DOCUMENT_ACCEPT, DOCUMENT_LABEL_MAX, DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, DOCUMENTS_API, DOCUMENTS_PER_APPLICATION,
} from '../../../shared/schemas/application-documents';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { translateKnown } from '../../i18n/i18n';
import { api, postFile } from '../../lib/api';
import { formatFileSize } from '../../lib/file-size';
import { toast } from '../../lib/toast';

const documentsKey = (applicationId: string) => ['applications', applicationId, 'documents'] as const;

const PICKER = 'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-brand-800 bg-white px-4 py-2 text-center text-base font-medium text-brand-800 hover:bg-brand-50 focus-within:outline-2 focus-within:outline-offset-2';

/**
 * The documents a member attaches to their open application: what is attached, each opening in a
 * new tab, and while it is under review a label and a file to add, from the phone's camera or files.
 */
export function ApplicationDocuments({ applicationId, canAdd }: { applicationId: string; canAdd: boolean }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const headingId = useId();
  const documents = useQuery({
    queryKey: documentsKey(applicationId),
    queryFn: () => api<{ items: ApplicationDocument[] }>(DOCUMENTS_API.mine(applicationId)),
  });
  const [label, setLabel] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<{ field: 'label' | 'file'; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const items = documents.data?.items ?? [];
  const full = items.length >= DOCUMENTS_PER_APPLICATION;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setError(chosen && chosen.size > DOCUMENT_MAX_BYTES ? { field: 'file', message: DOCUMENT_MESSAGES.tooLarge } : null);
    setFile(chosen && chosen.size <= DOCUMENT_MAX_BYTES ? chosen : null);
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) return setError({ field: 'label', message: DOCUMENT_MESSAGES.label });
    if (!file) return setError({ field: 'file', message: DOCUMENT_MESSAGES.noFile });
    setSending(true);
    try {
      await postFile(`${DOCUMENTS_API.mine(applicationId)}?label=${encodeURIComponent(label.trim())}`, file);
      toast.success(i18n._(DOCUMENT_MESSAGES.uploaded));
      setLabel('');
      setFile(null);
      setError(null);
      await queryClient.invalidateQueries({ queryKey: documentsKey(applicationId) });
    } catch (err) {
      toast.error(i18n._(DOCUMENT_MESSAGES.failed), { description: err instanceof Error ? translateKnown(i18n, err.message) : undefined });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-slate-200 pt-4" data-testid="application-documents">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">{i18n._('Documents')}</h3>
      <p className="text-sm text-slate-700">
        {i18n._('Photos or PDFs that support your application: ID, bills, statements, letters. Up to 5 files of 8 MB each. Only you and the reviewers can open them, and they are erased after the decision, as the privacy policy says.')}
      </p>
      {items.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {items.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <a href={DOCUMENTS_API.myFile(applicationId, d.id)} target="_blank" rel="noopener noreferrer" dir="auto" className="min-w-0 break-words font-medium text-brand-800 underline hover:text-brand-950">{d.label}</a>
              <span className="text-xs text-slate-600">{d.media_type === 'application/pdf' ? 'PDF' : i18n._('Photo')} · <span dir="ltr">{formatFileSize(d.size_bytes)}</span></span>
            </li>
          ))}
        </ul>
      )}
      {canAdd && !full && (
        <form onSubmit={add} noValidate className="space-y-3" aria-label={i18n._('Add a document')}>
          <Field label={i18n._('What is this document?')} hint={i18n._('For example: ID card, electricity bill, bank statement.')} error={error?.field === 'label' ? error.message : undefined}>
            <Input value={label} maxLength={DOCUMENT_LABEL_MAX} onChange={(e) => setLabel(e.target.value)} autoComplete="off" />
          </Field>
          <div className="flex flex-wrap gap-2">
            <label className={PICKER}>
              {i18n._('Take a photo')}
              <input type="file" accept="image/*" capture="environment" className="sr-only" onChange={choose} data-testid="document-camera" />
            </label>
            <label className={PICKER}>
              {i18n._('Choose a file')}
              <input type="file" accept={DOCUMENT_ACCEPT} className="sr-only" onChange={choose} data-testid="document-file" />
            </label>
          </div>
          {file && <p className="break-all text-sm text-slate-700" dir="auto" data-testid="document-chosen">{file.name} · <span dir="ltr">{formatFileSize(file.size)}</span></p>}
          {error?.field === 'file' && <p role="alert" className="text-sm font-medium text-red-700">{translateKnown(i18n, error.message)}</p>}
          <Button type="submit" variant="secondary" disabled={sending}>{sending ? i18n._('Adding…') : i18n._('Add document')}</Button>
        </form>
      )}
      {canAdd && full && <p className="text-sm text-slate-700">{i18n._(DOCUMENT_MESSAGES.tooMany)}</p>}
    </section>
  );
}
