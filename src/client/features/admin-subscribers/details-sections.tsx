import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { SubscriberDetails } from '../../../shared/api';
import { APPLICATION_STATUS_LABELS } from '../../../shared/domain/queue';
import { GENDER_LABELS, MARITAL_STATUS_LABELS } from '../../../shared/schemas/auth';
import { Badge } from '../../components/ui/badge';
import { translateKnown } from '../../i18n/i18n';
import { formatCount, formatPhone, formatUsd } from '../../lib/format';
import { countryName } from '../../../shared/domain/regions';
import { formatDay, stateLabel, subscriptionLabel } from './labels';


function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([name, value]) => (
        <div key={name} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{name}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const deviceTag = (hash: string) => hash.slice(0, 6).toUpperCase();

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4">
      <h3 className="mb-3 font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** Every field of the profile, labelled as a person would read it. */
export function ProfileSection({ profile, isAdmin }: { profile: SubscriberDetails['profile']; isAdmin: boolean }) {
  const { i18n } = useLingui();
  const notProvided = i18n._('Not provided');
  /** A choice from a list (gender, marital status) in the reader's language; an unknown one as stored. */
  const label = (labels: Record<string, string>, value: string) => (labels[value] ? translateKnown(i18n, labels[value]) : value || notProvided);
  const phone = profile.phone ? (
    <>
      {formatPhone(profile.phone)} <span className="text-sm text-slate-600">({profile.phone_verified ? i18n._('verified') : i18n._('not verified')})</span>
    </>
  ) : notProvided;
  return (
    <Section title={i18n._('Profile')}>
      <div className="mb-3 flex flex-wrap gap-2">
        <span data-testid="verified-badge">
          <Badge tone={profile.verified ? 'green' : 'yellow'}>{profile.verified ? i18n._('Verified') : i18n._('Pending')}</Badge>
        </span>
        {isAdmin && <Badge>{i18n._('Admin')}</Badge>}
      </div>
      <Fields
        rows={[
          [i18n._('E-mail'), profile.email],
          [i18n._('Phone'), phone],
          [i18n._('Date of birth'), profile.dob ? formatDay(`${profile.dob}T12:00:00Z`) : notProvided],
          [i18n._('Gender'), label(GENDER_LABELS, profile.gender)],
          [i18n._('Marital status'), label(MARITAL_STATUS_LABELS, profile.marital_status)],
          [i18n._('City'), profile.city || notProvided],
          [i18n._('State or province'), translateKnown(i18n, stateLabel(profile.state))],
          [i18n._('Country'), translateKnown(i18n, countryName(profile.country))],
          [i18n._('ZIP or postal code'), profile.postal_code ?? notProvided],
          [i18n._('Referral code'), <span className="font-mono">{profile.referral_code}</span>],
          [i18n._('Referred by'), profile.referred_by?.full_name ?? i18n._('Nobody')],
          [i18n._('Subscription status'), translateKnown(i18n, subscriptionLabel(profile.subscription_status))],
          [i18n._('Joined'), formatDay(profile.created_at)],
          [i18n._('Last updated'), formatDay(profile.updated_at)],
          [i18n._('Member ID'), <span className="break-all font-mono text-sm">{profile.id}</span>],
          // A short tag, enough to see that two members signed up from one device; the full hash tells a person nothing more.
          [i18n._('Device'), profile.device_hash ? <span className="font-mono" data-testid="device-tag">{deviceTag(profile.device_hash)}</span> : i18n._('Not recorded')],
        ]}
      />
    </Section>
  );
}

export function PledgeSection({ subscription }: { subscription: SubscriberDetails['subscription'] }) {
  const { i18n } = useLingui();
  return (
    <Section title={i18n._('Pledge')}>
      {subscription ? (
        <Fields
          rows={[
            [i18n._('Status'), translateKnown(i18n, subscriptionLabel(subscription.status))],
            [i18n._('Monthly amount'), formatUsd(subscription.monthly_amount_cents)],
            [i18n._('Started'), formatDay(`${subscription.start_date}T12:00:00Z`)],
            [i18n._('Next billing'), subscription.next_billing_date ? formatDay(`${subscription.next_billing_date}T12:00:00Z`) : i18n._('Not scheduled')],
            // A pause's end is when charging starts again: what an admin answering "why was I not charged?" needs.
            ...(subscription.status === 'paused' && subscription.paused_until ? [[i18n._('Paused until'), formatDay(`${subscription.paused_until}T12:00:00Z`)] as [string, string]] : []),
          ]}
        />
      ) : (
        <p className="text-slate-700">{i18n._('No pledge on record.')}</p>
      )}
    </Section>
  );
}

/** A related list showing its first page, with the full count when there are more. */
function RelatedList<T>({ title, page, empty, render }: { title: string; page: { items: T[]; total: number }; empty: string; render: (item: T) => ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Section title={i18n._('{title} ({total})', { title, total: formatCount(page.total) })}>
      {page.total === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">{page.items.map(render)}</ul>
          {page.total > page.items.length && <p className="mt-2 text-sm text-slate-600">{i18n._('Showing the first {shown} of {total}.', { shown: formatCount(page.items.length), total: formatCount(page.total) })}</p>}
        </>
      )}
    </Section>
  );
}

export function RelatedSections({ details }: { details: SubscriberDetails }) {
  const { i18n } = useLingui();
  return (
    <>
      <RelatedList
        title={i18n._('Referrals')}
        page={details.referrals}
        empty={i18n._("Nobody has joined through this member's link yet.")}
        render={(r) => (
          // Referrals carry no id (members never see each other's), so name and time identify the row.
          <li key={`${r.full_name}-${r.joined_at}`} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span>{r.full_name} <span className="text-sm text-slate-600">· {i18n._('joined {date}', { date: formatDay(r.joined_at) })}</span></span>
            <Badge tone={r.verified ? 'green' : 'yellow'}>{r.verified ? i18n._('Verified') : i18n._('Pending')}</Badge>
          </li>
        )}
      />
      <RelatedList
        title={i18n._('Applications')}
        page={details.applications}
        empty={i18n._('No assistance applications.')}
        render={(a) => (
          <li key={a.id} className="px-3 py-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-mono text-sm">#{a.id.slice(0, 8)} <span className="font-sans text-slate-600">· {formatDay(a.created_at)}</span></span>
              <Badge tone={a.status === 'approved' ? 'green' : a.status === 'rejected' ? 'red' : 'yellow'}>
                {translateKnown(i18n, APPLICATION_STATUS_LABELS[a.status])}
                {a.amount_received_cents !== null && ` · ${formatUsd(a.amount_received_cents)}`}
              </Badge>
            </div>
            <p className="mt-1 line-clamp-2 text-sm text-slate-700">{a.reason}</p>
          </li>
        )}
      />
      <RelatedList
        title={i18n._('Other accounts on the same device')}
        page={details.device_twins}
        empty={i18n._('No other account signed up from this device.')}
        render={(twin) => (
          <li key={twin.id} className="px-3 py-2">
            <span className="font-medium">{twin.full_name}</span> <span className="break-all text-sm text-slate-600">· {twin.email} · {i18n._('joined {date}', { date: formatDay(twin.created_at) })}</span>
          </li>
        )}
      />
    </>
  );
}
