import { useLingui } from '@lingui/react';
import { SCREENS } from '../../../shared/routes';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AdminLayout } from '../../features/admin/admin-layout';
import { ApplicationsTab } from '../../features/admin-transparency/applications-tab';
import { DistributionsTab } from '../../features/admin-transparency/distributions-tab';
import { PayoutsTab } from '../../features/admin-transparency/payouts-tab';

export default function AdminTransparencyScreen() {
  const { i18n } = useLingui();
  return (
    <AdminLayout screen={SCREENS.adminTransparency} title={i18n._('Transparency management')} description={i18n._('Review assistance applications and record each month\'s distribution.')}>
      <Tabs defaultValue="applications">
        <TabsList aria-label={i18n._('Transparency management')} className="max-w-lg">
          <TabsTrigger value="applications">{i18n._('Applications')}</TabsTrigger>
          <TabsTrigger value="distributions">{i18n._('Fund Distributions')}</TabsTrigger>
          <TabsTrigger value="payouts">{i18n._('Payouts')}</TabsTrigger>
        </TabsList>
        <TabsContent value="applications" className="mt-6">
          <ApplicationsTab />
        </TabsContent>
        <TabsContent value="distributions" className="mt-6">
          <DistributionsTab />
        </TabsContent>
        <TabsContent value="payouts" className="mt-6">
          <PayoutsTab />
        </TabsContent>
      </Tabs>
    </AdminLayout>
  );
}
