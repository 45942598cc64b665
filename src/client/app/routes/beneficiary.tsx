import { Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { ApplicationsList } from '../../features/applications/applications-list';
import { AssistancePage } from '../../features/applications/assistance-page';
import { QueueCard } from '../../features/applications/queue-card';

export default function BeneficiaryScreen() {
  return (
    <AssistancePage screen={SCREENS.beneficiary} title="Beneficiary area" intro="The status of your applications for assistance and your place in the queue.">
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
    </AssistancePage>
  );
}
