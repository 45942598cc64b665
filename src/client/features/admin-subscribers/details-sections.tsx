import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { SubscriberDetails } from '../../../shared/api';
import { APPLICATION_STATUS_LABELS } from '../../../shared/domain/queue';
import { GENDER_LABELS, MARITAL_STATUS_LABELS } from '../../../shared/schemas/auth';
import { Badge } from '../../components/ui/badge';
import { translateKnown } from '../../i18n/i18n';
import { formatPhone, formatUsd } from '../../lib/format';
import { countryName } from '../../../shared/domain/regions';
import { formatDay, stateLabel, subscriptionLabel } from './labels';

const label = (labels: Record<string, string>, value: string) => labels[value] ?? (value || 'Not provided');

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4">
      <h3 className="mb-3 font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** Every field of the profile (spec §3), labelled as a person would read it. */
export function ProfileSection({ profile, isAdmin }: { profile: SubscriberDetails['profile']; isAdmin: boolean }) {
  const { i18n } = useLingui();
  const phone = profile.phone ? (
    <>
      {formatPhone(profile.phone)} <span className="text-sm text-slate-600">({profile.phone_verified ? 'verified' : 'not verified'})</span>
    </>
  ) : 'Not provided';
  return (
    <Section title="Profile">
      <div className="mb-3 flex flex-wrap gap-2">
        <span data-testid="verified-badge">
          <Badge tone={profile.verified ? 'green' : 'yellow'}>{profile.verified ? 'Verified' : 'Pending'}</Badge>
        </span>
        {isAdmin && <Badge>Admin</Badge>}
      </div>
      <Fields
        rows={[
          ['E-mail', profile.email],
          ['Phone', phone],
          ['Date of birth', profile.dob ? formatDay(`${profile.dob}T12:00:00Z`) : 'Not provided'],
          ['Gender', label(GENDER_LABELS, profile.gender)],
          ['Marital status', label(MARITAL_STATUS_LABELS, profile.marital_status)],
          ['City', profile.city || 'Not provided'],
          [i18n._('State or province'), stateLabel(profile.state)],
          [i18n._('Country'), translateKnown(i18n, countryName(profile.country))],
          [i18n._('ZIP or postal code'), profile.postal_code ?? 'Not provided'],
          ['Referral code', <span className="font-mono">{profile.referral_code}</span>],
          ['Referred by', profile.referred_by?.full_name ?? 'Nobody'],
          ['Subscription status', subscriptionLabel(profile.subscription_status)],
          ['Joined', formatDay(profile.created_at)],
          ['Last updated', formatDay(profile.updated_at)],
          ['Member ID', <span className="break-all font-mono text-sm">{profile.id}</span>],
          ['Device fingerprint', profile.device_hash ? <span className="break-all font-mono text-xs">{profile.device_hash}</span> : 'Not recorded'],
        ]}
      />
    </Section>
  );
}

export function PledgeSection({ subscription }: { subscription: SubscriberDetails['subscription'] }) {
  return (
    <Section title="Pledge">
      {subscription ? (
        <Fields
          rows={[
            ['Status', subscriptionLabel(subscription.status)],
            ['Monthly amount', formatUsd(subscription.monthly_amount_cents)],
            ['Started', formatDay(`${subscription.start_date}T12:00:00Z`)],
            ['Next billing', subscription.next_billing_date ? formatDay(`${subscription.next_billing_date}T12:00:00Z`) : 'Not scheduled'],
          ]}
        />
      ) : (
        <p className="text-slate-700">No pledge on record.</p>
      )}
    </Section>
  );
}

/** A related list showing its first page, with the full count when there are more. */
function RelatedList<T>({ title, page, empty, render }: { title: string; page: { items: T[]; total: number }; empty: string; render: (item: T) => ReactNode }) {
  return (
    <Section title={`${title} (${new Intl.NumberFormat().format(page.total)})`}>
      {page.total === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">{page.items.map(render)}</ul>
          {page.total > page.items.length && <p className="mt-2 text-sm text-slate-600">Showing the first {page.items.length} of {new Intl.NumberFormat().format(page.total)}.</p>}
        </>
      )}
    </Section>
  );
}

export function RelatedSections({ details }: { details: SubscriberDetails }) {
  return (
    <>
      <RelatedList
        title="Referrals"
        page={details.referrals}
        empty="Nobody has joined through this member's link yet."
        render={(r) => (
          // Referrals carry no id (members never see each other's), so name and time identify the row.
          <li key={`${r.full_name}-${r.joined_at}`} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span>{r.full_name} <span className="text-sm text-slate-600">· joined {formatDay(r.joined_at)}</span></span>
            <Badge tone={r.verified ? 'green' : 'yellow'}>{r.verified ? 'Verified' : 'Pending'}</Badge>
          </li>
        )}
      />
      <RelatedList
        title="Applications"
        page={details.applications}
        empty="No assistance applications."
        render={(a) => (
          <li key={a.id} className="px-3 py-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-mono text-sm">#{a.id.slice(0, 8)} <span className="font-sans text-slate-600">· {formatDay(a.created_at)}</span></span>
              <Badge tone={a.status === 'approved' ? 'green' : a.status === 'rejected' ? 'red' : 'yellow'}>
                {APPLICATION_STATUS_LABELS[a.status]}
                {a.amount_received_cents !== null && ` · ${formatUsd(a.amount_received_cents)}`}
              </Badge>
            </div>
            <p className="mt-1 line-clamp-2 text-sm text-slate-700">{a.reason}</p>
          </li>
        )}
      />
      <RelatedList
        title="Other accounts on the same device"
        page={details.device_twins}
        empty="No other account signed up from this device."
        render={(twin) => (
          <li key={twin.id} className="px-3 py-2">
            <span className="font-medium">{twin.full_name}</span> <span className="break-all text-sm text-slate-600">· {twin.email} · joined {formatDay(twin.created_at)}</span>
          </li>
        )}
      />
    </>
  );
}
