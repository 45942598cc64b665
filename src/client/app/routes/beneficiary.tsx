import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { ApplicationsList } from '../../features/applications/applications-list';
import { AssistancePage } from '../../features/applications/assistance-page';
import { QueueCard } from '../../features/applications/queue-card';
import { MyPayouts } from '../../features/payouts/my-payouts';
import { ReceivedNotes } from '../../features/encouragement/received-notes';
import { EligibilityCard } from '../../features/pledge/eligibility-note';
import { NoGuaranteeNote } from '../../features/aid-limits/no-guarantee-note';
import { QueueEstimateNote } from '../../features/transparency/queue-estimate-note';

export default function BeneficiaryScreen() {
  const { i18n } = useLingui();
  return (
    <AssistancePage screen={SCREENS.beneficiary} title={i18n._('Beneficiary area')} intro={i18n._('The status of your applications for assistance and your place in the queue.')}>
      <QueueCard>
        <QueueEstimateNote />
        <NoGuaranteeNote />
      </QueueCard>
      <MyPayouts />
      <ReceivedNotes />
      <EligibilityCard />
      <section aria-labelledby="beneficiary-applications">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="beneficiary-applications" className="font-display text-2xl font-bold">{i18n._('Your applications')}</h2>
          <Button asChild variant="outline" size="sm"><Link to="/beneficiary-application">{i18n._('New application')}</Link></Button>
        </div>
        <div className="mt-4">
          <ApplicationsList />
        </div>
      </section>
    </AssistancePage>
  );
}
