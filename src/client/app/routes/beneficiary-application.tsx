import { SCREENS } from '../../../shared/routes';
import { BackLink, PageShell } from '../../components/layout/page-shell';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ApplicationForm } from '../../features/applications/application-form';
import { ApplicationsList } from '../../features/applications/applications-list';
import { RequireSession } from '../../features/auth/require-session';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function BeneficiaryApplicationScreen() {
  useDocumentMeta(SCREENS.beneficiaryApplication);
  return (
    <PageShell>
      <RequireSession>
        {() => (
          <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:py-10">
            <div>
              <BackLink to="/dashboard">Back to Dashboard</BackLink>
              <h1 className="mt-4 font-display text-3xl font-bold">Apply for financial assistance</h1>
              <p className="mt-2 text-slate-700">
                Help from the community fund is a gift, not a loan: there is nothing to pay back and no interest. Our
                verification committee reads every application in confidence.
              </p>
            </div>
            <Card>
              <CardHeader>
                <CardTitle>Your application</CardTitle>
              </CardHeader>
              <CardContent>
                <ApplicationForm />
              </CardContent>
            </Card>
            <section aria-labelledby="past-applications">
              <h2 id="past-applications" className="font-display text-2xl font-bold">Your applications</h2>
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
