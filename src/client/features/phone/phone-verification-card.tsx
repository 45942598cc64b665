import { toast } from 'sonner';
import { API, type MessageResponse } from '../../../shared/api';
import { PHONE_MESSAGES } from '../../../shared/schemas/phone';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ApiError, post } from '../../lib/api';
import { formatPhone } from '../../lib/format';
import { OtpForm } from './otp-form';

/** Shown right after a sign-up with a phone number (spec §4): verify-phone and resend-otp by user id. */
export function PhoneVerificationCard({ userId, phone, onDone }: { userId: string; phone: string; onDone: (message: string) => void }) {
  const verify = async (code: string) => {
    try {
      const result = await post<MessageResponse>(API.verifyPhone, { user_id: userId, otp_code: code });
      onDone(result.message);
    } catch (err) {
      toast.error(PHONE_MESSAGES.failed, { description: err instanceof ApiError && err.message !== PHONE_MESSAGES.failed ? err.message : undefined });
    }
  };
  const resend = async () => {
    try {
      await post<MessageResponse>(API.resendOtp, { user_id: userId });
      toast.success(PHONE_MESSAGES.sent);
      return true;
    } catch (err) {
      toast.error('Failed to resend code', { description: err instanceof Error ? err.message : undefined });
      return false;
    }
  };
  return (
    <Card className="border-brand-200">
      <CardHeader>
        <CardTitle>Verify your phone</CardTitle>
        <CardDescription>Enter the code we texted you. You can also do this later from your dashboard.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <OtpForm phone={formatPhone(phone)} onVerify={verify} onResend={resend} />
        <button type="button" onClick={() => onDone('')} className="w-full text-center text-sm text-brand-800 underline">
          Skip for now
        </button>
      </CardContent>
    </Card>
  );
}
