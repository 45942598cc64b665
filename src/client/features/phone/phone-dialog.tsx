import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { toast } from '../../lib/toast';
import { API, type MessageResponse } from '../../../shared/api';
import { phoneField } from '../../../shared/schemas/auth';
import { PHONE_MESSAGES } from '../../../shared/schemas/phone';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { post } from '../../lib/api';
import { formatPhone } from '../../lib/format';
import { translateKnown } from '../../i18n/i18n';
import { OtpForm } from './otp-form';
import { resendCode, showVerificationError } from './send-code';

/**
 * A member's own phone, from the dashboard. Verify the number a code was texted to, or enter a new number first. `mode` decides where the dialog starts:
 * 'verify' asks for the code already texted to `phone`, 'change' asks for a number.
 */
export function PhoneDialog({ phone, keepsVerifiedNumber, mode, open, onOpenChange, onChanged }: {
  phone: string | null;
  /** The member has a verified number, which stays on file until a new one is verified. */
  keepsVerifiedNumber: boolean;
  mode: 'verify' | 'change';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called when the number or its verified state changed, so the screen can refresh the profile. */
  onChanged: () => Promise<void> | void;
}) {
  const { i18n } = useLingui();
  const [step, setStep] = useState<'number' | 'code'>(mode === 'verify' && phone ? 'code' : 'number');
  const [number, setNumber] = useState('');
  const [target, setTarget] = useState(phone ?? '');
  const [error, setError] = useState<string>();

  const sendToNumber = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = phoneField.safeParse(number);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await post<MessageResponse>(API.myPhone, { phone: parsed.data });
      setTarget(parsed.data);
      setError(undefined);
      setStep('code');
      toast.success(translateKnown(i18n, PHONE_MESSAGES.sent));
      void onChanged();
    } catch (err) {
      setError(err instanceof Error ? err.message : i18n._('Could not send the code'));
    }
  };

  const verify = async (code: string) => {
    try {
      const result = await post<MessageResponse>(API.myPhoneVerify, { otp_code: code });
      toast.success(translateKnown(i18n, result.message));
      await onChanged();
      onOpenChange(false);
    } catch (err) {
      return showVerificationError(err);
    }
    return undefined;
  };

  const resend = () => resendCode(API.myPhoneResend);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={step === 'number' ? i18n._('Your phone number') : i18n._('Verify your phone')}>
      {step === 'number' ? (
        <form onSubmit={sendToNumber} noValidate className="space-y-4" aria-label={i18n._('Change phone number')}>
          <Field
            label={i18n._('Phone number')}
            hint={keepsVerifiedNumber
              ? i18n._('A US or Canadian number. We will text it a 6-digit code. Your verified number stays on file until you enter that code.')
              : i18n._('A US or Canadian number. We will text it a 6-digit code.')}
            error={error}
          >
            <Input type="tel" inputMode="tel" autoComplete="tel" value={number} onChange={(e) => setNumber(e.target.value)} />
          </Field>
          <Button type="submit" className="w-full">{i18n._('Send code')}</Button>
        </form>
      ) : (
        <div className="space-y-3">
          <OtpForm phone={formatPhone(target)} onVerify={verify} onResend={resend} initialWaitSeconds={target === phone ? 0 : 60} />
          <button type="button" onClick={() => setStep('number')} className="w-full text-center text-sm text-brand-800 underline">{i18n._('Use a different number')}</button>
        </div>
      )}
    </Dialog>
  );
}
