import { useLingui } from '@lingui/react';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { API, type LoginResponse, type SessionUser } from '../../../shared/api';
import { AUTH_MESSAGES } from '../../../shared/forms/auth';
import type { LoginInput } from '../../../shared/schemas/auth';
import { SCREENS } from '../../../shared/routes';
import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { BackLink } from '../../components/layout/page-shell';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { LoginForm } from '../../features/auth/login-form';
import { SignInCodeForm } from '../../features/two-step/sign-in-code-form';
import { useSession, useSetSessionUser } from '../../features/auth/session';
import { ApiError, post } from '../../lib/api';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { translateKnown } from '../../i18n/i18n';

export default function AdminLoginScreen() {
  useDocumentMeta(SCREENS.adminLogin);
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const setUser = useSetSessionUser();
  const { user, isLoading } = useSession();
  const checked = useRef(false);
  const [challenge, setChallenge] = useState<string | null>(null);

  // An existing session is checked the same way: admins go on, anyone else is signed out.
  useEffect(() => {
    if (isLoading || !user || checked.current) return;
    checked.current = true;
    if (user.is_admin) {
      navigate(user.two_step_enabled ? SCREENS.adminHome.path : SCREENS.twoStep.path, { replace: true });
      return;
    }
    void post(API.logout).finally(async () => {
      await setUser(null);
      toast.error(translateKnown(i18n, AUTH_MESSAGES.adminDenied));
    });
  }, [isLoading, user, navigate, setUser, i18n]);

  const welcome = async (admin: SessionUser) => {
    await setUser(admin);
    // Every admin needs two-step verification before the admin pages open (enrollment then leads to the
    // admin home). Setting it up is not a return: the welcome waits until the admin signs in with it.
    if (!admin.two_step_enabled) {
      navigate(SCREENS.twoStep.path);
      return;
    }
    toast.success(i18n._('Welcome back, Admin!'));
    navigate(SCREENS.adminHome.path);
  };

  const signIn = async (values: LoginInput) => {
    try {
      const result = await post<LoginResponse>(API.adminLogin, values);
      if ('two_step' in result) setChallenge(result.two_step.challenge);
      else if (result.user) await welcome(result.user);
    } catch (err) {
      if (err instanceof ApiError && err.status === 403) {
        await setUser(null);
        toast.error(translateKnown(i18n, AUTH_MESSAGES.adminDenied));
      } else if (err instanceof ApiError && err.status === 401) toast.error(translateKnown(i18n, AUTH_MESSAGES.adminInvalidCredentials));
      else if (err instanceof ApiError && err.status === 429) toast.error(translateKnown(i18n, err.message));
      else toast.error(i18n._('Unable to sign in. Please try again.'));
    }
  };

  if (isLoading) return <Spinner />;
  return (
    <div className="min-h-screen bg-slate-100 px-4 py-10">
      <main id="main" className="mx-auto max-w-md">
        <div className="flex items-center justify-between gap-2">
          <BackLink />
          <LanguageSwitcher />
        </div>
        <Card className="mt-4">
          <CardHeader className="text-center">
            <ShieldCheck aria-hidden className="mx-auto h-10 w-10 text-brand-800" />
            <CardTitle as="h1" className="mt-2 text-2xl">{i18n._('Admin Access')}</CardTitle>
            <CardDescription>{i18n._('For authorized personnel only.')}</CardDescription>
          </CardHeader>
          <CardContent>
            {challenge ? (
              <SignInCodeForm challenge={challenge} submitLabel={i18n._('Verify and Sign In')} onSignedIn={welcome} onRestart={() => setChallenge(null)} />
            ) : (
              <LoginForm onSubmit={signIn} submitLabel={i18n._('Sign In as Admin')} />
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
