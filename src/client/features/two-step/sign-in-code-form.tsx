import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { API, type SessionResponse, type SessionUser } from '../../../shared/api';
import { TWO_STEP_MESSAGES } from '../../../shared/forms/two-step';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { translateKnown } from '../../i18n/i18n';
import { ApiError, post } from '../../lib/api';

/**
 * The second step of signing in. The password was right; the session starts only when this code
 * (from the app, or a recovery code) is accepted. A dead challenge sends the person back to step one.
 */
export function SignInCodeForm({ challenge, submitLabel, onSignedIn, onRestart }: {
  challenge: string;
  submitLabel: string;
  onSignedIn: (user: SessionUser) => Promise<void> | void;
  onRestart: () => void;
}) {
  const { i18n } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(TWO_STEP_MESSAGES.codeRequired);
      return;
    }
    setBusy(true);
    try {
      const { user } = await post<SessionResponse>(API.twoStepSignIn, { challenge, code });
      if (user) await onSignedIn(user);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'two_step_challenge_ended') {
        toast.error(translateKnown(i18n, err.message));
        onRestart();
      } else if (err instanceof ApiError && err.fields.code) setError(err.fields.code);
      else toast.error(err instanceof Error ? err.message : i18n._('Unable to sign in. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={i18n._('Two-step verification')}>
      <p className="text-slate-700">{i18n._('Open your authenticator app and enter the 6-digit code it shows for Riba-Free Community.')}</p>
      <Field label={i18n._('Verification code')} hint={i18n._('Lost your phone? Enter one of your recovery codes instead.')} error={error}>
        <Input
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(undefined);
          }}
          autoComplete="one-time-code"
          autoFocus
          maxLength={32}
          className="font-mono text-lg tracking-widest"
        />
      </Field>
      <Button type="submit" className="w-full" disabled={busy}>{busy ? i18n._('Checking...') : submitLabel}</Button>
      <button type="button" onClick={onRestart} className="w-full text-center text-sm font-medium text-brand-800 underline">
        {i18n._('Start again with your e-mail and password')}
      </button>
    </form>
  );
}
