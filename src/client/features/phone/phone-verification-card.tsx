import { useLingui } from '@lingui/react';
import { API, type SessionUser, type VerifyPhoneResponse } from '../../../shared/api';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { translateKnown } from '../../i18n/i18n';
import { post } from '../../lib/api';
import { formatPhone } from '../../lib/format';
import { OtpForm } from './otp-form';
import { resendCode, showVerificationError } from './send-code';

/**
 * Shown right after a sign-up with a phone number: verify-phone and resend-otp by user id.
 * The code also opens the new member's session when the server grants one (onSignedIn); otherwise,
 * as the spec has it, the form comes back with the server's message (onDone).
 */
export function PhoneVerificationCard({ userId, phone, onSignedIn, onDone }: {
  userId: string;
  phone: string;
  onSignedIn: (user: SessionUser, message: string) => Promise<void>;
  onDone: (message: string) => void;
}) {
  const { i18n } = useLingui();
  const verify = async (code: string) => {
    try {
      const result = await post<VerifyPhoneResponse>(API.verifyPhone, { user_id: userId, otp_code: code });
      if (result.user) await onSignedIn(result.user, translateKnown(i18n, result.message));
      else onDone(result.message);
      return undefined;
    } catch (err) {
      return showVerificationError(err);
    }
  };
  const resend = () => resendCode(API.resendOtp, { user_id: userId });
  return (
    <Card className="border-brand-200">
      <CardHeader>
        <CardTitle>{i18n._('Verify your phone')}</CardTitle>
        <CardDescription>{i18n._('Enter the code we texted you. You can also do this later from your dashboard.')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <OtpForm phone={formatPhone(phone)} onVerify={verify} onResend={resend} />
        <button type="button" onClick={() => onDone('')} className="w-full text-center text-sm text-brand-800 underline">
          {i18n._('Skip for now')}
        </button>
      </CardContent>
    </Card>
  );
}
