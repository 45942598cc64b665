import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { SCREENS } from '../../../shared/routes';
import { SETTINGS_MESSAGES } from '../../../shared/schemas/settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { AdminLayout } from '../../features/admin/admin-layout';
import { useSettings } from '../../features/admin-settings/api';
import { CampaignForm } from '../../features/admin-settings/campaign-form';
import { AidLimitsSettings } from '../../features/admin-settings/aid-limits-form';
import { DailyLimitsSettings } from '../../features/admin-settings/daily-limits-form';
import { GoalForm } from '../../features/admin-settings/goal-form';
import { OrganisationSettings } from '../../features/admin-settings/organisation-form';
import { PhaseStart } from '../../features/admin-settings/phase-start';
import { PhaseSummary } from '../../features/admin-settings/phase-summary';
import { useLiveStats } from '../../features/stats/use-live-stats';
import { translateKnown } from '../../i18n/i18n';
import { campaignQuery } from '../../lib/campaign';

export default function AdminSettingsScreen() {
  const { i18n } = useLingui();
  return (
    <AdminLayout screen={SCREENS.adminSettings} title={i18n._('Settings')} description={i18n._('The goal is public: the home counter and the transparency page follow it at once. The phase changes only when two admins agree.')}>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{i18n._('Subscriber goal')}</CardTitle>
            <CardDescription>{i18n._('When verified members reach this number, Phase 2 is ready; it begins when two admins start it.')}</CardDescription>
          </CardHeader>
          <CardContent><GoalSettings /></CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{i18n._('Phase')}</CardTitle>
            <CardDescription>{i18n._('Starting Phase 2, or going back to Phase 1, is prepared by one admin and approved by another.')}</CardDescription>
          </CardHeader>
          <CardContent><PhaseStart /></CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{i18n._('Where we stand')}</CardTitle>
            <CardDescription>{i18n._('Live figures, as visitors see them.')}</CardDescription>
          </CardHeader>
          <CardContent><LiveFigures /></CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{i18n._('Ambassador goal')}</CardTitle>
            <CardDescription>{i18n._('Shown on the Ambassador page and in each ambassador\'s progress, with its deadline only while the date is ahead.')}</CardDescription>
          </CardHeader>
          <CardContent><CampaignSettings /></CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{i18n._('Daily limits per admin')}</CardTitle>
            <CardDescription>{i18n._('What one admin may approve or mark as sent in any 24 hours. An action past a limit is refused, says when there is room again, and is written to the security log.')}</CardDescription>
          </CardHeader>
          <CardContent><DailyLimitsSettings /></CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{i18n._('Fair limits')}</CardTitle>
            <CardDescription>{i18n._('Shown to members before they apply. An application or approval that does not meet them is refused; a distribution passes over a member it would take past one, who keeps their place. Each is written to the audit log.')}</CardDescription>
          </CardHeader>
          <CardContent><AidLimitsSettings /></CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{i18n._('Organisation profile')}</CardTitle>
            <CardDescription>{i18n._('Who runs the community, as the footer, the contact page, e-mails and giving statements name it. A detail left empty is left out wherever it would appear.')}</CardDescription>
          </CardHeader>
          <CardContent><OrganisationSettings /></CardContent>
        </Card>
      </div>
    </AdminLayout>
  );
}

function GoalSettings() {
  const { i18n } = useLingui();
  const settings = useSettings();
  if (settings.isPending) return <Spinner />;
  if (settings.isError) return <Notice tone="error" title={i18n._(SETTINGS_MESSAGES.loadFailed)} live>{translateKnown(i18n, settings.error.message)}</Notice>;
  return <GoalForm key={settings.data.goal} goal={settings.data.goal} />;
}

function CampaignSettings() {
  const { i18n } = useLingui();
  const campaign = useQuery(campaignQuery);
  if (campaign.isPending) return <Spinner />;
  if (campaign.isError) return <Notice tone="error" title={i18n._('The ambassador goal could not be loaded')} live>{translateKnown(i18n, campaign.error.message)}</Notice>;
  return <CampaignForm campaign={campaign.data} />;
}

function LiveFigures() {
  const { i18n } = useLingui();
  const { stats, loading } = useLiveStats();
  if (loading) return <Spinner />;
  if (!stats) return <Notice tone="error" title={i18n._('The live figures could not be loaded')} />;
  return <PhaseSummary stats={stats} />;
}
