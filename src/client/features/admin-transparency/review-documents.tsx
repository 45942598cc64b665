import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { type ApplicationDocument, DOCUMENTS_API } from '../../../shared/schemas/application-documents';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { formatFileSize } from '../../lib/file-size';

/** The documents of the application under review, each opening in a new tab (every opening is audited). */
export function ReviewDocuments({ applicationId }: { applicationId: string }) {
  const { i18n } = useLingui();
  const documents = useQuery({
    queryKey: ['admin', 'applications', applicationId, 'documents'],
    queryFn: () => api<{ items: ApplicationDocument[] }>(DOCUMENTS_API.admin(applicationId)),
  });
  return (
    <div data-testid="review-documents">
      <dt className="font-medium text-slate-600">{i18n._('Documents')}</dt>
      <dd>
        {documents.isPending ? <Spinner /> : documents.isError ? (
          <p className="text-red-700">{i18n._('The documents could not be loaded.')}</p>
        ) : documents.data.items.length === 0 ? (
          <p className="text-slate-700">{i18n._('No documents attached.')}</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {documents.data.items.map((d) => (
              <li key={d.id} className="flex flex-wrap items-baseline gap-x-2">
                <a href={DOCUMENTS_API.adminFile(applicationId, d.id)} target="_blank" rel="noopener noreferrer" dir="auto" className="break-words font-medium text-brand-800 underline hover:text-brand-950">{d.label}</a>
                <span className="text-xs text-slate-600">{d.media_type === 'application/pdf' ? 'PDF' : i18n._('Photo')} · <span dir="ltr">{formatFileSize(d.size_bytes)}</span></span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-1 text-xs text-slate-600">{i18n._('Each opening is recorded in the audit log.')}</p>
      </dd>
    </div>
  );
}
