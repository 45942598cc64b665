import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { BeneficiaryStatus } from '../../../shared/api';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { intlLocale } from '../../../shared/i18n/locales';
import { currentLocale } from '../../i18n/i18n';
import { ApplicationDocuments } from './application-documents';

type Open = NonNullable<BeneficiaryStatus['open']>;

/**
 * Shown instead of a fresh form to a member whose application is still open: the server would
 * refuse a second one, so the page says where the first one stands and when it was sent.
 */
export function OpenApplication({ application }: { application: Open }) {
  const { i18n } = useLingui();
  const submitted = new Intl.DateTimeFormat(intlLocale(currentLocale()), { dateStyle: 'long' }).format(new Date(application.created_at));
  const underReview = application.state === 'under_review';
  return (
    <div className="space-y-3" data-testid="open-application">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono text-sm text-slate-700" dir="ltr">#{application.id.slice(0, 8)}</p>
        <Badge tone={underReview ? 'yellow' : 'green'}>{underReview ? i18n._('Under Review') : i18n._('Approved')}</Badge>
      </div>
      <p className="text-slate-800">
        {underReview
          ? i18n._('Your application sent on {date} is under review. Our committee will contact you about it; there is no need to apply again.', { date: submitted })
          : i18n._('Your application sent on {date} is approved and waits for the next distribution, so there is no need to apply again.', { date: submitted })}
      </p>
      <Button asChild variant="outline" size="sm"><Link to="/beneficiary">{i18n._('See your place in the queue')}</Link></Button>
      <ApplicationDocuments applicationId={application.id} canAdd={underReview} />
    </div>
  );
}
