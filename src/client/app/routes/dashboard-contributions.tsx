import { useLingui } from '@lingui/react';
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FIRST_STATEMENT_YEAR } from '../../../shared/domain/contributions';
import { SCREENS } from '../../../shared/routes';
import { PageShell } from '../../components/layout/page-shell';
import { RequireSession } from '../../features/auth/require-session';
import { ContributionsView } from '../../features/contributions/contributions-view';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function ContributionsScreen() {
  useDocumentMeta(SCREENS.contributions);
  return (
    <PageShell className="bg-cream">
      <RequireSession>{() => <Contributions />}</RequireSession>
    </PageShell>
  );
}

function Contributions() {
  const { i18n } = useLingui();
  // The year is in the address, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= FIRST_STATEMENT_YEAR ? asked : new Date().getUTCFullYear();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <Link to={SCREENS.dashboard.path} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline">
        <ArrowLeft aria-hidden className="h-4 w-4 rtl:rotate-180" />
        {i18n._('Back to Dashboard')}
      </Link>
      <div className="space-y-2">
        <h1 className="font-display text-3xl font-bold">{i18n._('My contributions')}</h1>
        <p className="text-slate-700">
          {i18n._('Every payment that has reached the community, month by month, as our ledger records it. A payment still being processed is shown apart until it settles.')}
        </p>
      </div>
      <ContributionsView year={year} onYearChange={(next) => setParams({ year: String(next) }, { replace: true })} />
    </div>
  );
}
