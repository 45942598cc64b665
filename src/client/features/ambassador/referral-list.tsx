import { format } from 'date-fns';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { REFERRALS_PAGE_SIZE, useReferrals } from './use-referrals';

/** The people who joined through the member's link, newest first, a page at a time. */
export function ReferralList() {
  const [page, setPage] = useState(1);
  const query = useReferrals(page);
  if (query.isPending) return <Spinner label="Loading your referrals..." />;
  if (query.isError) return <Notice tone="error" title="Your referrals could not be loaded">{query.error.message}</Notice>;
  const { items, total } = query.data;
  if (total === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <UserPlus aria-hidden className="mx-auto h-10 w-10 text-slate-500" />
        <p className="mx-auto mt-3 max-w-md text-slate-700">No one has joined through your link yet. Share it with people you trust.</p>
      </div>
    );
  }
  const pages = Math.ceil(total / REFERRALS_PAGE_SIZE);
  return (
    <div className="space-y-4">
      <Card className={cn(query.isPlaceholderData && 'opacity-60')} aria-busy={query.isPlaceholderData}>
        <ul aria-label="People who joined through your link" className="divide-y divide-slate-100" data-testid="referral-list">
          {items.map((person, index) => (
            // Names repeat and ids are not shared with the referrer, so the row's place on the page is the key.
            <li key={index} className="flex items-center justify-between gap-3 px-5 py-3 sm:px-6">
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">{person.full_name}</p>
                <p className="text-sm text-slate-600">Joined {format(new Date(person.joined_at), 'MMM d, yyyy')}</p>
              </div>
              <Badge tone={person.verified ? 'green' : 'yellow'} className="shrink-0">{person.verified ? 'Verified' : 'Pending'}</Badge>
            </li>
          ))}
        </ul>
      </Card>
      {pages > 1 && (
        <nav aria-label="Referral pages" className="flex items-center justify-between gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>Previous</Button>
          <span className="text-sm text-slate-700">Page {page} of {pages}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>Next</Button>
        </nav>
      )}
    </div>
  );
}
