import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { API, type LoginResponse, type SessionUser } from '../../../shared/api';
import type { LoginInput } from '../../../shared/schemas/auth';
import { SCREENS } from '../../../shared/routes';
import { Logo } from '../../components/layout/logo';
import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { BackLink } from '../../components/layout/page-shell';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form';
import { LoginForm } from '../../features/auth/login-form';
import { ResetPasswordForm } from '../../features/auth/reset-password-form';
import { useSession, useSetSessionUser } from '../../features/auth/session';
import { CheckInbox } from '../../features/auth/check-inbox';
import { type EnteredSignUp, SignUpForm } from '../../features/auth/sign-up-form';
import { FreeToJoinNote } from '../../features/stats/free-to-join-note';
import { useLinkTokens } from '../../features/auth/use-link-tokens';
import { useVerifyLink } from '../../features/auth/use-verify-link';
import { PhoneVerificationCard } from '../../features/phone/phone-verification-card';
import { SignInCodeForm } from '../../features/two-step/sign-in-code-form';
import { ApiError, post } from '../../lib/api';
import { HydrateLater } from '../../lib/hydrate-later';
import { storedReferralCode } from '../../lib/referral';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { translateKnown } from '../../i18n/i18n';

type Tab = 'signup' | 'login';

export default function AuthScreen() {
  const { i18n } = useLingui();
  useDocumentMeta(SCREENS.auth);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setUser = useSetSessionUser();
  const { user, isLoading } = useSession();
  const linkTokens = useLinkTokens();
  const verification = useVerifyLink(linkTokens.verify);
  const resetToken = linkTokens.reset;
  const initialEmail = params.get('email') ?? '';
  // The link's own code first; else the one remembered from an earlier page of the visit.
  const initialReferralCode = params.get('ref')?.trim().toUpperCase() || storedReferralCode() || '';
  const [tab, setTab] = useState<Tab>(params.has('login') ? 'login' : 'signup');
  const [phoneStep, setPhoneStep] = useState<{ userId: string; phone: string } | null>(null);
  const [checkInbox, setCheckInbox] = useState<EnteredSignUp | null>(null);
  const [restored, setRestored] = useState<EnteredSignUp | undefined>(undefined);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  if (verification.status === 'verifying') return <Spinner label={i18n._('Verifying your e-mail...')} />;
  if (!isLoading && user && verification.status === 'idle' && !resetToken) return <Navigate to="/dashboard" replace />;

  const showLogin = (message: string, tone: 'info' | 'error' = 'info') => {
    setPhoneStep(null);
    setCheckInbox(null);
    setForgotOpen(false);
    setTab('login');
    setNotice(message ? { tone, text: message } : null);
  };

  const welcome = async (signedIn: SessionUser) => {
    await setUser(signedIn);
    toast.success(i18n._('Welcome back!'));
    navigate('/dashboard');
  };

  /** The spec's toast, and the same words handed back to be shown by the form, where they stay. */
  const login = async (values: LoginInput) => {
    try {
      const result = await post<LoginResponse>(API.login, values);
      if ('two_step' in result) setChallenge(result.two_step.challenge);
      else if (result.user) await welcome(result.user);
      return undefined;
    } catch (err) {
      const credentialsError = err instanceof ApiError && err.status === 401;
      const rateLimited = err instanceof ApiError && err.status === 429;
      const message = credentialsError ? i18n._('Invalid email or password') : rateLimited ? err.message : i18n._('Login failed');
      toast.error(message);
      return message;
    }
  };

  const finishReset = (message: string, tone: 'info' | 'error' = 'info') => {
    linkTokens.clear('reset');
    showLogin(message, tone);
  };

  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-cream px-4 py-6 sm:py-10">
      <main id="main" className="mx-auto max-w-xl">
        <div className="flex items-center justify-between gap-2">
          <BackLink />
          <LanguageSwitcher />
        </div>
        <div className="mt-4 flex justify-center">
          <Logo />
        </div>
        <h1 className="mt-6 text-center font-display text-3xl font-bold">{tab === 'login' ? i18n._('Log in to your account') : i18n._('Join the community')}</h1>
        {tab === 'signup' && <FreeToJoinNote className="mt-2 text-center text-slate-700" />}
        {verification.status === 'failed' && (
          <Notice tone="error" title={i18n._('We could not verify your e-mail')} className="mt-6" live>
            {verification.message}
          </Notice>
        )}
        {notice && (
          <Notice tone={notice.tone} className="mt-6" live>
            {translateKnown(i18n, notice.text)}
          </Notice>
        )}
        <div className="mt-6">
          {resetToken ? (
            <Card>
              <CardHeader>
                <CardTitle>{i18n._('Choose a new password')}</CardTitle>
              </CardHeader>
              <CardContent>
                <ResetPasswordForm token={resetToken} onDone={(m) => finishReset(m)} onError={(m) => finishReset(m, 'error')} />
              </CardContent>
            </Card>
          ) : phoneStep ? (
            <PhoneVerificationCard
              userId={phoneStep.userId}
              phone={phoneStep.phone}
              onSignedIn={async (signedIn, message) => {
                await setUser(signedIn);
                toast.success(message);
                navigate('/dashboard');
              }}
              onDone={(message) => showLogin(message)}
            />
          ) : checkInbox ? (
            <CheckInbox
              email={checkInbox.email}
              onWrongAddress={() => {
                setRestored(checkInbox);
                setCheckInbox(null);
              }}
              onLogIn={() => showLogin('')}
            />
          ) : (
            <Card>
              <CardContent className="pt-5 sm:pt-6">
                <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
                  <TabsList aria-label={i18n._('Sign up or log in')}>
                    <TabsTrigger value="signup">{i18n._('Sign Up')}</TabsTrigger>
                    <TabsTrigger value="login">{i18n._('Log In')}</TabsTrigger>
                  </TabsList>
                  <TabsContent value="signup" className="mt-6">
                    <HydrateLater>
                      <SignUpForm
                        initialEmail={initialEmail}
                        initialReferralCode={initialReferralCode}
                        restored={restored}
                        onRegistered={(result, { phone, entered }) => {
                          setRestored(undefined);
                          if (result.phone_verification_required && phone) setPhoneStep({ userId: result.user_id, phone });
                          else setCheckInbox(entered);
                        }}
                      />
                    </HydrateLater>
                  </TabsContent>
                  <TabsContent value="login" className="mt-6">
                    {challenge ? (
                      <SignInCodeForm challenge={challenge} submitLabel={i18n._('Verify and Log In')} onSignedIn={welcome} onRestart={() => setChallenge(null)} />
                    ) : forgotOpen ? (
                      <ForgotPasswordForm onBack={() => setForgotOpen(false)} />
                    ) : (
                      <div className="space-y-3">
                        <LoginForm onSubmit={login} submitLabel={i18n._('Log In')} />
                        <button type="button" onClick={() => setForgotOpen(true)} className="w-full text-center text-sm font-medium text-brand-800 underline">
                          {i18n._('Forgot password?')}
                        </button>
                      </div>
                    )}
                  </TabsContent>
                </Tabs>
              </CardContent>
            </Card>
          )}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          <Trans
            id="By joining you agree to our <0>Terms of Service</0> and <1>Privacy Policy</1>."
            components={{ 0: <Link to="/terms" className="text-brand-800 underline" />, 1: <Link to="/privacy" className="text-brand-800 underline" /> }}
          />
        </p>
      </main>
    </div>
  );
}
