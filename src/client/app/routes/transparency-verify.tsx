import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { BackLink, PageShell } from '../../components/layout/page-shell';
import { ReceiptProofForm } from '../../features/receipt-proof/receipt-proof-form';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function ReceiptProofScreen() {
  useDocumentMeta(SCREENS.receiptProof);
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  return (
    <PageShell>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
        <BackLink to={SCREENS.transparency.path}>{i18n._('Back to the transparency reports')}</BackLink>
        <h1 className="font-display text-3xl font-bold">{i18n._('Check that my contribution is counted')}</h1>
        <p className="text-lg text-slate-700">
          {i18n._('Enter the code from your receipt: your browser checks that your contribution is counted in its month’s published total. Nobody else learns who you are.')}
        </p>
        <ReceiptProofForm initialCode={params.get('code') ?? ''} />
      </div>
    </PageShell>
  );
}
