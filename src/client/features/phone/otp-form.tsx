import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { OTP_LENGTH, OTP_MESSAGE } from '../../../shared/forms/phone';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { useCountdown } from './use-countdown';

const RESEND_SECONDS = 60;

/**
 * Six-digit code entry: Verify is enabled only with 6 digits; "Send a new code" waits 60 seconds
 * between sends. The caller decides what verifying and resending do; a failed verify hands back
 * the message to show under the code, which says what to do next.
 */
export function OtpForm({ phone, onVerify, onResend, initialWaitSeconds = RESEND_SECONDS }: {
  phone: string;
  onVerify: (code: string) => Promise<string | undefined>;
  onResend: () => Promise<boolean>;
  initialWaitSeconds?: number;
}) {
  const { i18n } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState(() => Date.now() + initialWaitSeconds * 1000);
  const wait = useCountdown(resendAt);
  const complete = new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete) {
      setError(OTP_MESSAGE);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      setError(await onVerify(code));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (await onResend()) {
      setCode('');
      setError(undefined);
      setResendAt(Date.now() + RESEND_SECONDS * 1000);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={i18n._('Verify phone')}>
      <Field label={i18n._('6-digit code')} hint={i18n._('We sent it by text message to {phone}.', { phone })} error={error}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          className="text-center font-mono text-2xl tracking-[0.5em]"
          dir="ltr"
        />
      </Field>
      <Button type="submit" className="w-full" disabled={!complete || busy}>
        {busy ? i18n._('Verifying...') : i18n._('Verify')}
      </Button>
      <Button type="button" variant="ghost" className="w-full" disabled={wait > 0} onClick={() => void resend()}>
        {wait > 0 ? i18n._('Send a new code in {wait} s', { wait }) : i18n._('Send a new code')}
      </Button>
    </form>
  );
}
