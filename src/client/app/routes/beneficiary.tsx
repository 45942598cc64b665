import { Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { BackLink, PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { ApplicationsList } from '../../features/applications/applications-list';
import { QueueCard } from '../../features/applications/queue-card';
import { RequireSession } from '../../features/auth/require-session';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function BeneficiaryScreen() {
  useDocumentMeta(SCREENS.beneficiary);
  return (
    <PageShell>
      <RequireSession>
        {() => (
          <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:py-10">
            <div>
              <BackLink to="/dashboard">Back to Dashboard</BackLink>
              <h1 className="mt-4 font-display text-3xl font-bold">Beneficiary area</h1>
              <p className="mt-2 text-slate-700">The status of your applications for assistance and your place in the queue.</p>
            </div>
            <QueueCard />
            <section aria-labelledby="beneficiary-applications">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="beneficiary-applications" className="font-display text-2xl font-bold">Your applications</h2>
                <Button asChild variant="outline" size="sm"><Link to="/beneficiary-application">New application</Link></Button>
              </div>
              <div className="mt-4">
                <ApplicationsList />
              </div>
            </section>
          </div>
        )}
      </RequireSession>
    </PageShell>
  );
}
