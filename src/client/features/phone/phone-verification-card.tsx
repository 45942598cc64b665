import { API, type MessageResponse } from '../../../shared/api';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { post } from '../../lib/api';
import { formatPhone } from '../../lib/format';
import { OtpForm } from './otp-form';
import { resendCode, showVerificationError } from './send-code';

/** Shown right after a sign-up with a phone number (spec §4): verify-phone and resend-otp by user id. */
export function PhoneVerificationCard({ userId, phone, onDone }: { userId: string; phone: string; onDone: (message: string) => void }) {
  const verify = async (code: string) => {
    try {
      const result = await post<MessageResponse>(API.verifyPhone, { user_id: userId, otp_code: code });
      onDone(result.message);
    } catch (err) {
      showVerificationError(err);
    }
  };
  const resend = () => resendCode(API.resendOtp, { user_id: userId });
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
