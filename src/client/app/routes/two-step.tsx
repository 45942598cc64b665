import { useLingui } from '@lingui/react';
import { ShieldCheck } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { RequireSession } from '../../features/auth/require-session';
import { sessionQuery } from '../../features/auth/session';
import { TwoStepEnrollment } from '../../features/two-step/enrollment';
import { RecoveryCodes } from '../../features/two-step/recovery-codes';
import { useDocumentMeta } from '../../lib/use-document-meta';

/** Only paths inside the app, so the link cannot send anyone to another site; else an admin's home or a member's dashboard. */
const safeNext = (next: string | null, isAdmin: boolean) => (next && next.startsWith('/') && !next.startsWith('//') ? next : isAdmin ? SCREENS.adminHome.path : SCREENS.dashboard.path);

export default function TwoStepScreen() {
  useDocumentMeta(SCREENS.twoStep);
  return (
    <PageShell className="bg-cream">
      <RequireSession>{(user) => <Enroll isAdmin={user.is_admin} alreadyOn={user.two_step_enabled} />}</RequireSession>
    </PageShell>
  );
}

function Enroll({ isAdmin, alreadyOn }: { isAdmin: boolean; alreadyOn: boolean }) {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  const next = safeNext(params.get('next'), isAdmin);
  if (alreadyOn && !codes) return <Navigate to={next} replace />;

  const finish = async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    navigate(next, { replace: true });
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <Card>
        <CardHeader>
          <ShieldCheck aria-hidden className="h-10 w-10 text-brand-800" />
          <CardTitle as="h1" className="mt-2 text-2xl">{codes ? i18n._('Two-step verification is on') : i18n._('Turn on two-step verification')}</CardTitle>
          <CardDescription>
            {codes
              ? i18n._('From now on, signing in asks for your password and a code from your app.')
              : i18n._('Signing in will ask for your password and a 6-digit code from an app on your phone, so a stolen password is not enough.')}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {isAdmin && !codes && (
            <Notice title={i18n._('Required for admins')}>
              {i18n._("Admins look after the community's money and members' details, so every admin uses two-step verification. The admin pages open once it is on.")}
            </Notice>
          )}
          {codes ? (
            <>
              <RecoveryCodes codes={codes} />
              <Button onClick={() => void finish()}>{i18n._('I have saved my recovery codes')}</Button>
            </>
          ) : (
            <TwoStepEnrollment onEnabled={setCodes} stepHeading="h2" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
