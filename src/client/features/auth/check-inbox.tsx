import { useLingui } from '@lingui/react';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { API, type MessageResponse } from '../../../shared/api';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { translateKnown } from '../../i18n/i18n';
import { post } from '../../lib/api';

/**
 * What follows a sign-up without a phone: the address the link went to, a way to have it sent again
 * (the server limits how often), and a way back to the form when the address was mistyped.
 */
export function CheckInbox({ email, onWrongAddress, onLogIn }: { email: string; onWrongAddress: () => void; onLogIn: () => void }) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const [sending, setSending] = useState(false);
  const at = email.lastIndexOf('@');
  const [answer, setAnswer] = useState<{ tone: 'done' | 'refused'; text: string } | null>(null);
  // The form the person was in has gone: the screen's heading takes the focus, so a screen reader starts here.
  useEffect(() => heading.current?.focus(), []);

  const sendAgain = async () => {
    setSending(true);
    setAnswer(null);
    try {
      const result = await post<MessageResponse>(API.resendSignUpLink, { email });
      setAnswer({ tone: 'done', text: translateKnown(i18n, result.message) });
    } catch (err) {
      setAnswer({ tone: 'refused', text: err instanceof Error && err.message ? err.message : i18n._('Could not send the e-mail. Please try again.') });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card>
      <CardContent className="space-y-4 pt-5 text-center sm:pt-6">
        <MailCheck aria-hidden className="mx-auto h-10 w-10 text-brand-700" />
        <h2 ref={heading} tabIndex={-1} className="font-display text-2xl font-bold focus:outline-none">{i18n._('Check your e-mail')}</h2>
        <p className="text-slate-700">{i18n._('We sent a link to verify your e-mail to:')}</p>
        <p className="break-words text-lg font-semibold text-slate-900" data-testid="sign-up-address">
          <span dir="ltr">
            {/* A long address wraps before its @, not inside a word. */}
            {at > 0 ? (
              <>
                {email.slice(0, at)}
                <wbr />
                {email.slice(at)}
              </>
            ) : email}
          </span>
        </p>
        <p className="text-sm text-slate-700">{i18n._('Open it within 24 hours. Nothing there after a few minutes? Look in your spam folder, or have it sent again.')}</p>
        <Button type="button" variant="outline" className="w-full sm:w-auto" onClick={sendAgain} disabled={sending}>
          {sending ? i18n._('Sending...') : i18n._('Send it again')}
        </Button>
        <p role="status" data-testid="sign-up-link-answer" className={answer?.tone === 'refused' ? 'text-sm font-medium text-red-700' : 'text-sm text-brand-900'}>
          {answer?.text ?? ''}
        </p>
        <div className="flex flex-col items-center gap-2 border-t border-slate-200 pt-4 text-sm">
          <button type="button" onClick={onWrongAddress} className="font-medium text-brand-800 underline">
            {i18n._('Wrong address? Correct it')}
          </button>
          <button type="button" onClick={onLogIn} className="font-medium text-brand-800 underline">
            {i18n._('Already verified? Log in')}
          </button>
        </div>
      </CardContent>
    </Card>
  );
}
