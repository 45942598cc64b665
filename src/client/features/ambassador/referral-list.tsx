import { useLingui } from '@lingui/react';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { translateKnown } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { formatCount, formatDate } from '../../lib/format';
import { REFERRALS_PAGE_SIZE, useReferrals } from './use-referrals';

/** The people who joined through the member's link, newest first, a page at a time. */
export function ReferralList() {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const query = useReferrals(page);
  if (query.isPending) return <Spinner label={i18n._('Loading your referrals...')} />;
  if (query.isError) return <Notice tone="error" title={i18n._('Your referrals could not be loaded')}>{translateKnown(i18n, query.error.message)}</Notice>;
  const { items, total } = query.data;
  if (total === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <UserPlus aria-hidden className="mx-auto h-10 w-10 text-slate-500" />
        <p className="mx-auto mt-3 max-w-md text-slate-700">{i18n._('No one has joined through your link yet. Share it with people you trust.')}</p>
      </div>
    );
  }
  const pages = Math.ceil(total / REFERRALS_PAGE_SIZE);
  return (
    <div className="space-y-4">
      <Card className={cn(query.isPlaceholderData && 'opacity-60')} aria-busy={query.isPlaceholderData}>
        <ul aria-label={i18n._('People who joined through your link')} className="divide-y divide-slate-100" data-testid="referral-list">
          {items.map((person, index) => (
            // Names repeat and ids are not shared with the referrer, so the row's place on the page is the key.
            <li key={index} className="flex items-center justify-between gap-3 px-5 py-3 sm:px-6">
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">{person.full_name}</p>
                <p className="text-sm text-slate-600">{i18n._('Joined {date}', { date: formatDate(person.joined_at) })}</p>
              </div>
              <Badge tone={person.verified ? 'green' : 'yellow'} className="shrink-0">{person.verified ? i18n._('Verified') : i18n._('Pending')}</Badge>
            </li>
          ))}
        </ul>
      </Card>
      {pages > 1 && (
        <nav aria-label={i18n._('Referral pages')} className="flex items-center justify-between gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{i18n._('Previous')}</Button>
          <span className="text-sm text-slate-700">{i18n._('Page {page} of {pages}', { page: formatCount(page), pages: formatCount(pages) })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>{i18n._('Next')}</Button>
        </nav>
      )}
    </div>
  );
}
