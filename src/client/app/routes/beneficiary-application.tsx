import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_GOAL } from '../../../shared/domain/stats';
import { SCREENS } from '../../../shared/routes';
import { NeedHelpLink } from '../../components/layout/need-help-link';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { FairLimits } from '../../features/aid-limits/fair-limits';
import { ApplicationForm } from '../../features/applications/application-form';
import { ApplicationsList } from '../../features/applications/applications-list';
import { AssistancePage } from '../../features/applications/assistance-page';
import { OpenApplication } from '../../features/applications/open-application';
import { PhaseNotice } from '../../features/applications/phase-notice';
import { useBeneficiaryStatus } from '../../features/applications/use-applications';
import { statsQuery } from '../../features/stats/use-live-stats';

export default function BeneficiaryApplicationScreen() {
  const { i18n } = useLingui();
  return (
    <AssistancePage
      screen={SCREENS.beneficiaryApplication}
      title={i18n._('Apply for financial assistance')}
      intro={i18n._('Help from the community fund is a gift, not a loan: there is nothing to pay back and no interest. Our verification committee reads every application in confidence.')}
    >
      <Application />
      <section aria-labelledby="past-applications">
        <h2 id="past-applications" className="font-display text-2xl font-bold">{i18n._('Your applications')}</h2>
        <div className="mt-4">
          <ApplicationsList />
        </div>
      </section>
    </AssistancePage>
  );
}

/** The phase first, then either the open application's status or a fresh form. */
function Application() {
  const { i18n } = useLingui();
  const { data: stats } = useQuery(statsQuery);
  const status = useBeneficiaryStatus();
  const open = status.data?.open;
  return (
    <>
      <PhaseNotice phase={stats?.phase ?? 1} goal={stats?.goal ?? DEFAULT_GOAL} />
      <FairLimits />
      <Card>
        <CardHeader>
          <CardTitle>{i18n._('Your application')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {status.isPending ? <Spinner /> : open ? <OpenApplication application={open} /> : <ApplicationForm />}
          <NeedHelpLink className="text-brand-800 hover:text-brand-950" />
        </CardContent>
      </Card>
    </>
  );
}
