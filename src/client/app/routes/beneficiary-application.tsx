import { SCREENS } from '../../../shared/routes';
import { NeedHelpLink } from '../../components/layout/need-help-link';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ApplicationForm } from '../../features/applications/application-form';
import { ApplicationsList } from '../../features/applications/applications-list';
import { AssistancePage } from '../../features/applications/assistance-page';

export default function BeneficiaryApplicationScreen() {
  return (
    <AssistancePage
      screen={SCREENS.beneficiaryApplication}
      title="Apply for financial assistance"
      intro="Help from the community fund is a gift, not a loan: there is nothing to pay back and no interest. Our verification committee reads every application in confidence."
    >
      <Card>
        <CardHeader>
          <CardTitle>Your application</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <ApplicationForm />
          <NeedHelpLink className="text-brand-800 hover:text-brand-950" />
        </CardContent>
      </Card>
      <section aria-labelledby="past-applications">
        <h2 id="past-applications" className="font-display text-2xl font-bold">Your applications</h2>
        <div className="mt-4">
          <ApplicationsList />
        </div>
      </section>
    </AssistancePage>
  );
}
