import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { API, type MessageResponse } from '../../../shared/api';
import { phoneField } from '../../../shared/schemas/auth';
import { PHONE_MESSAGES } from '../../../shared/schemas/phone';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { post } from '../../lib/api';
import { formatPhone } from '../../lib/format';
import { OtpForm } from '../phone/otp-form';
import { meQuery } from './use-me';

/**
 * Verify the phone on file, or enter a new number first. `mode` decides where the dialog starts:
 * 'verify' asks for the code already texted, 'change' asks for a number.
 */
export function PhoneDialog({ phone, mode, open, onOpenChange }: { phone: string | null; mode: 'verify' | 'change'; open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
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
      toast.success(PHONE_MESSAGES.sent);
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not send the code');
    }
  };

  const verify = async (code: string) => {
    try {
      const result = await post<MessageResponse>(API.myPhoneVerify, { otp_code: code });
      toast.success(result.message);
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      onOpenChange(false);
    } catch (err) {
      toast.error(PHONE_MESSAGES.failed, { description: err instanceof Error && err.message !== PHONE_MESSAGES.failed ? err.message : undefined });
    }
  };

  const resend = async () => {
    try {
      await post<MessageResponse>(API.myPhoneResend);
      toast.success(PHONE_MESSAGES.sent);
      return true;
    } catch (err) {
      toast.error('Failed to resend code', { description: err instanceof Error ? err.message : undefined });
      return false;
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={step === 'number' ? 'Your phone number' : 'Verify your phone'}>
      {step === 'number' ? (
        <form onSubmit={sendToNumber} noValidate className="space-y-4" aria-label="Change phone number">
          <Field label="Phone number" hint="A US or Canadian number. We will text it a 6-digit code." error={error}>
            <Input type="tel" inputMode="tel" autoComplete="tel" value={number} onChange={(e) => setNumber(e.target.value)} />
          </Field>
          <Button type="submit" className="w-full">Send code</Button>
        </form>
      ) : (
        <div className="space-y-3">
          <OtpForm phone={formatPhone(target)} onVerify={verify} onResend={resend} initialWaitSeconds={target === phone ? 0 : 60} />
          <button type="button" onClick={() => setStep('number')} className="w-full text-center text-sm text-brand-800 underline">Use a different number</button>
        </div>
      )}
    </Dialog>
  );
}
