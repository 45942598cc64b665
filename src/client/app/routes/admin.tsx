import { useLingui } from '@lingui/react';
import { Banknote, ClipboardList, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { AdminLayout } from '../../features/admin/admin-layout';
import { useAttention, type Waiting } from '../../features/admin/use-attention';
import { formatCount } from '../../lib/format';

/** Where an admin lands after signing in: what is waiting for someone, each a link to where it is handled. */
export default function AdminHomeScreen() {
  const { i18n } = useLingui();
  const waiting = useAttention();
  const cards: Record<Waiting, { label: string; to: string; Icon: typeof Inbox }> = {
    applications: { label: i18n._('Applications waiting for review'), to: SCREENS.adminTransparency.path, Icon: ClipboardList },
    payouts: { label: i18n._('Payouts not yet sent'), to: SCREENS.adminTransparency.path, Icon: Banknote },
    messages: { label: i18n._('Open messages'), to: SCREENS.adminMessages.path, Icon: Inbox },
  };
  return (
    <AdminLayout screen={SCREENS.adminHome} title={i18n._('Admin home')} description={i18n._('What is waiting for an admin now.')}>
      <ul aria-label={i18n._('Needs attention')} className="grid gap-4 sm:grid-cols-3">
        {waiting.map(({ key, total, failed }) => {
          const { label, to, Icon } = cards[key];
          return (
            <li key={key}>
              <Link to={to} className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700" data-testid={`attention-${key}`}>
                <Icon aria-hidden className="mt-1 h-6 w-6 shrink-0 text-brand-800" />
                <span>
                  <span className="block font-display text-3xl font-bold tabular-nums text-slate-900">{failed ? '—' : total === undefined ? '…' : formatCount(total)}</span>
                  <span className="block text-slate-700">{label}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </AdminLayout>
  );
}
