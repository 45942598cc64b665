import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { API, type SessionResponse } from '../../../shared/api';
import type { LoginInput } from '../../../shared/schemas/auth';
import { SCREENS } from '../../../shared/routes';
import { BackLink } from '../../components/layout/page-shell';
import { Logo } from '../../components/layout/logo';
import { Card, CardContent } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { LoginForm } from '../../features/auth/login-form';
import { useSession, useSetSessionUser } from '../../features/auth/session';
import { SignUpForm } from '../../features/auth/sign-up-form';
import { useVerifyLink } from '../../features/auth/use-verify-link';
import { ApiError, post } from '../../lib/api';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function AuthScreen() {
  useDocumentMeta(SCREENS.auth);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setUser = useSetSessionUser();
  const { user, isLoading } = useSession();
  const verification = useVerifyLink(params.get('verify'));
  const initialEmail = params.get('email') ?? '';

  if (verification.status === 'verifying') return <Spinner label="Verifying your e-mail..." />;
  if (!isLoading && user && verification.status === 'idle') return <Navigate to="/dashboard" replace />;

  const login = async (values: LoginInput) => {
    try {
      const { user: signedIn } = await post<SessionResponse>(API.login, values);
      await setUser(signedIn);
      toast.success('Welcome back!');
      navigate('/dashboard');
    } catch (err) {
      const credentialsError = err instanceof ApiError && err.status === 401;
      const rateLimited = err instanceof ApiError && err.status === 429;
      toast.error(credentialsError ? 'Invalid email or password' : rateLimited ? err.message : 'Login failed');
    }
  };

  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-cream px-4 py-6 sm:py-10">
      <main id="main" className="mx-auto max-w-xl">
        <BackLink />
        <div className="mt-4 flex justify-center">
          <Logo />
        </div>
        <h1 className="mt-6 text-center font-display text-3xl font-bold">Join the community</h1>
        <p className="mt-2 text-center text-slate-700">Free to join. No contributions until we reach 1M subscribers.</p>
        {verification.status === 'failed' && (
          <Notice tone="error" title="We could not verify your e-mail" className="mt-6" live>
            {verification.message}
          </Notice>
        )}
        <Card className="mt-6">
          <CardContent className="pt-5 sm:pt-6">
            <Tabs defaultValue={initialEmail || !params.has('login') ? 'signup' : 'login'}>
              <TabsList aria-label="Sign up or log in">
                <TabsTrigger value="signup">Sign Up</TabsTrigger>
                <TabsTrigger value="login">Log In</TabsTrigger>
              </TabsList>
              <TabsContent value="signup" className="mt-6">
                <SignUpForm initialEmail={initialEmail} />
              </TabsContent>
              <TabsContent value="login" className="mt-6">
                <LoginForm onSubmit={login} submitLabel="Log In" />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <p className="mt-6 text-center text-sm text-slate-600">
          By joining you agree to our <Link to="/terms" className="text-brand-800 underline">Terms of Service</Link> and{' '}
          <Link to="/privacy" className="text-brand-800 underline">Privacy Policy</Link>.
        </p>
      </main>
    </div>
  );
}
