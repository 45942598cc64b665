import { useLingui } from '@lingui/react';
import { BadgeCheck, Clock, HandCoins, HeartHandshake, KeyRound, LogOut, Megaphone, Pencil, ReceiptText, ShoppingBag, Star } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { MeResponse } from '../../../shared/api';
import { countryName, formatLocation } from '../../../shared/domain/regions';
import { DEFAULT_GOAL, MONTHLY_PLEDGE_CENTS } from '../../../shared/domain/stats';
import { SCREENS } from '../../../shared/routes';
import { NeedHelpLink } from '../../components/layout/need-help-link';
import { PageShell } from '../../components/layout/page-shell';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmailText } from '../../components/ui/email-text';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { RequireSession } from '../../features/auth/require-session';
import { sessionQuery, useSignOut } from '../../features/auth/session';
import { EmailUpdatesCard } from '../../features/members/email-updates-card';
import { PasswordDialog } from '../../features/members/password-dialog';
import { ProfileDialog } from '../../features/members/profile-dialog';
import { PhoneDialog } from '../../features/phone/phone-dialog';
import { ReferralCode } from '../../features/members/referral-code-card';
import { meQuery, useMe } from '../../features/members/use-me';
import { VerificationBanner } from '../../features/members/verification-banner';
import { MyDataCard } from '../../features/my-data/my-data-card';
import { PhaseExplainer } from '../../features/stats/phase-explainer';
import { statsQuery } from '../../features/stats/use-live-stats';
import { PledgeStatus } from '../../features/dashboard/pledge-status';
import { TwoStepCard } from '../../features/two-step/two-step-card';
import { formatPhone } from '../../lib/format';
import { translateKnown } from '../../i18n/i18n';
import { useDocumentMeta } from '../../lib/use-document-meta';

const ADMIN_LINKS = [
  { to: '/admin/products', label: /*i18n*/ 'Manage Products' },
  { to: '/admin/subscriptions', label: /*i18n*/ 'Manage Subscriptions' },
  { to: '/admin/subscribers', label: /*i18n*/ 'Manage Subscribers' },
  { to: '/admin/transparency', label: /*i18n*/ 'Manage Transparency' },
  { to: '/admin/reviews', label: /*i18n*/ 'Moderate Reviews' },
  { to: '/admin/messages', label: /*i18n*/ 'Messages' },
  { to: '/admin/audit', label: /*i18n*/ 'Audit Log' },
  { to: '/admin/settings', label: /*i18n*/ 'Settings' },
];

export default function DashboardScreen() {
  useDocumentMeta(SCREENS.dashboard);
  return (
    <PageShell className="bg-cream">
      <RequireSession>{() => <Dashboard />}</RequireSession>
    </PageShell>
  );
}

function Dashboard() {
  const { i18n } = useLingui();
  const me = useMe();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  // The explainer below keeps these figures live; reading the same query opens no second stream.
  const { data: stats } = useQuery(statsQuery);
  if (me.isPending) return <Spinner />;
  if (me.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Notice tone="error" title={i18n._('We could not load your dashboard')} live>
          {me.error.message}
        </Notice>
      </div>
    );
  }
  const { profile, subscription, is_admin } = me.data;
  const firstName = profile.full_name.split(' ')[0] || profile.full_name;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:py-10">
      <div>
        <h1 className="font-display text-3xl font-bold">{i18n._('Assalamu alaikum, {firstName}', { firstName })}</h1>
        <p className="mt-1 text-slate-700">{i18n._('Welcome to your dashboard. Thank you for being part of the community.')}</p>
        <NeedHelpLink className="mt-2 text-brand-800 hover:text-brand-950" />
      </div>

      {!profile.verified && <VerificationBanner email={profile.email} />}

      <div className="grid gap-4 md:grid-cols-3">
        <SummaryCard title={i18n._('Status')} icon={profile.verified ? <BadgeCheck aria-hidden className="text-brand-700" /> : <Clock aria-hidden className="text-amber-700" />}>
          <p className="text-2xl font-bold" data-testid="member-status">{profile.verified ? i18n._('Verified') : i18n._('Pending')}</p>
          <p className="text-sm text-slate-600">{profile.verified ? i18n._('You count toward the goal.') : i18n._('Verify your e-mail to be counted.')}</p>
        </SummaryCard>
        <SummaryCard title={i18n._('Referral code')} icon={<Megaphone aria-hidden className="text-brand-700" />}>
          <ReferralCode code={profile.referral_code} />
          <p className="text-sm text-slate-600">{i18n._('Share it so friends can join through you.')}</p>
        </SummaryCard>
        <SummaryCard title={i18n._('Monthly pledge')} icon={<HandCoins aria-hidden className="text-brand-700" />}>
          <PledgeStatus
            status={subscription?.status ?? null}
            monthlyCents={subscription?.monthly_amount_cents ?? MONTHLY_PLEDGE_CENTS}
            phase={stats?.phase ?? 1}
            goal={stats?.goal ?? DEFAULT_GOAL}
          />
        </SummaryCard>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <ProfileInfo profile={profile} />
        <PhaseExplainer verified={Boolean(profile.verified)} />
      </div>

      <TwoStepCard onChanged={() => void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey })} />

      <nav aria-label={i18n._('Member')} className="flex flex-wrap gap-3">
        <Button asChild variant="secondary"><Link to="/ambassador"><Megaphone aria-hidden className="h-4 w-4" />{i18n._('Ambassador Program')}</Link></Button>
        <Button asChild variant="secondary"><Link to="/reviews"><Star aria-hidden className="h-4 w-4" />{i18n._('Community Reviews')}</Link></Button>
        <Button asChild variant="secondary"><Link to="/store"><ShoppingBag aria-hidden className="h-4 w-4" />{i18n._('Community Store')}</Link></Button>
        <Button asChild variant="secondary"><Link to="/beneficiary"><HeartHandshake aria-hidden className="h-4 w-4" />{i18n._('Assistance')}</Link></Button>
        <Button asChild variant="secondary"><Link to={SCREENS.contributions.path}><ReceiptText aria-hidden className="h-4 w-4" />{i18n._('My contributions')}</Link></Button>
        <Button variant="outline" onClick={() => void signOut()}><LogOut aria-hidden className="h-4 w-4" />{i18n._('Sign Out')}</Button>
      </nav>

      <EmailUpdatesCard enabled={profile.email_updates} />

      <MyDataCard isAdmin={is_admin} />

      {is_admin && (
        <Card>
          <CardHeader>
            <CardTitle>{i18n._('Administration')}</CardTitle>
          </CardHeader>
          <CardContent>
            <nav aria-label={i18n._('Administration')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {ADMIN_LINKS.map((link) => (
                <Button key={link.to} asChild variant="outline"><Link to={link.to}>{i18n._(link.label)}</Link></Button>
              ))}
            </nav>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function SummaryCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle as="h2" className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</CardTitle>
        {icon}
      </CardHeader>
      <CardContent className="space-y-1">{children}</CardContent>
    </Card>
  );
}

function ProfileInfo({ profile }: { profile: MeResponse['profile'] }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'profile' | 'password' | 'phone-verify' | 'phone-change' | null>(null);
  const location = formatLocation(profile, (code) => translateKnown(i18n, countryName(code))) ?? i18n._('Not provided');
  const close = (open: boolean) => !open && setDialog(null);
  // A new number waiting for its code comes first; else the number on file, until it is verified.
  const codeFor = profile.pending_phone ?? (profile.phone_verified ? null : profile.phone);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{i18n._('Your profile')}</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setDialog('profile')}><Pencil aria-hidden className="h-4 w-4" />{i18n._('Edit profile')}</Button>
          <Button variant="outline" size="sm" onClick={() => setDialog('password')}><KeyRound aria-hidden className="h-4 w-4" />{i18n._('Change password')}</Button>
        </div>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          <Row label={i18n._('Full name')}>{profile.full_name}</Row>
          <Row label={i18n._('E-mail')}><EmailText email={profile.email} /></Row>
          <Row label={i18n._('Phone')}>
            {profile.phone ? (
              <span className="flex flex-wrap items-center gap-2">
                {formatPhone(profile.phone)}
                <Badge tone={profile.phone_verified ? 'green' : 'yellow'}>{profile.phone_verified ? i18n._('Verified') : i18n._('Not verified')}</Badge>
              </span>
            ) : (
              i18n._('Not provided')
            )}
            {profile.pending_phone && (
              <p className="mt-1 text-sm text-slate-700">
                {i18n._('New number {phone} is waiting for its code.', { phone: formatPhone(profile.pending_phone) })}
                {profile.phone_verified && ` ${i18n._('Until you enter it, we keep using the number above.')}`}
              </p>
            )}
            <span className="mt-1 flex flex-wrap gap-3 text-sm">
              {codeFor && (
                <button type="button" className="font-medium text-brand-800 underline" onClick={() => setDialog('phone-verify')}>
                  {profile.pending_phone ? i18n._('Enter the code') : i18n._('Verify phone')}
                </button>
              )}
              <button type="button" className="font-medium text-brand-800 underline" onClick={() => setDialog('phone-change')}>
                {profile.phone || profile.pending_phone ? i18n._('Change number') : i18n._('Add a phone number')}
              </button>
            </span>
          </Row>
          <Row label={i18n._('Location')}>{location}</Row>
        </dl>
      </CardContent>
      {dialog === 'profile' && <ProfileDialog profile={profile} open onOpenChange={close} />}
      {dialog === 'password' && <PasswordDialog open onOpenChange={close} />}
      {(dialog === 'phone-verify' || dialog === 'phone-change') && (
        <PhoneDialog
          phone={dialog === 'phone-verify' ? codeFor : profile.phone}
          keepsVerifiedNumber={profile.phone_verified}
          mode={dialog === 'phone-verify' ? 'verify' : 'change'}
          open
          onOpenChange={close}
          onChanged={() => queryClient.invalidateQueries({ queryKey: meQuery.queryKey })}
        />
      )}
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="col-span-2 break-words text-slate-900">{children}</dd>
    </div>
  );
}
