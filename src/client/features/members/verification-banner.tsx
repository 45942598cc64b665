import { Trans, useLingui } from '@lingui/react';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { API, type MessageResponse } from '../../../shared/api';
import { Button } from '../../components/ui/button';
import { post } from '../../lib/api';
import { translateKnown } from '../../i18n/i18n';

/** Shown until the member follows the e-mailed link; lets them ask for a new one. */
export function VerificationBanner({ email }: { email: string }) {
  const { i18n } = useLingui();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      const result = await post<MessageResponse>(API.resendVerification);
      toast.success(translateKnown(i18n, result.message));
    } catch (err) {
      toast.error(err instanceof Error ? err.message : i18n._('Could not send the e-mail. Please try again.'));
    } finally {
      setSending(false);
    }
  };
  return (
    <section aria-labelledby="verify-banner-title" className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <MailWarning aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-amber-800" />
        <div>
          <h2 id="verify-banner-title" className="font-semibold text-amber-950">{i18n._('Please verify your e-mail')}</h2>
          <p className="text-sm text-amber-950">
            <Trans id="We sent a link to <0>{email}</0>. Only verified members count toward the goal of one million." values={{ email }} components={{ 0: <strong /> }} />
          </p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={resend} disabled={sending} className="shrink-0">
        {sending ? i18n._('Sending...') : i18n._('Resend verification e-mail')}
      </Button>
    </section>
  );
}
