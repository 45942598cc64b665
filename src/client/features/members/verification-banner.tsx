import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { API, type MessageResponse } from '../../../shared/api';
import { Button } from '../../components/ui/button';
import { post } from '../../lib/api';

/** Shown until the member follows the e-mailed link; lets them ask for a new one. */
export function VerificationBanner({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      const result = await post<MessageResponse>(API.resendVerification);
      toast.success(result.message);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Could not send the e-mail. Please try again.');
    } finally {
      setSending(false);
    }
  };
  return (
    <section aria-labelledby="verify-banner-title" className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <MailWarning aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-amber-800" />
        <div>
          <h2 id="verify-banner-title" className="font-semibold text-amber-950">Please verify your e-mail</h2>
          <p className="text-sm text-amber-950">
            We sent a link to <strong>{email}</strong>. Only verified members count toward the goal of one million.
          </p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={resend} disabled={sending} className="shrink-0">
        {sending ? 'Sending...' : 'Resend verification e-mail'}
      </Button>
    </section>
  );
}
