import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { API, type MessageResponse } from '../../../shared/api';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { post } from '../../lib/api';

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema (and zod) is downloaded on the first submit, not with the sign-in page.
    const schemas = await import('../../../shared/schemas/auth').catch(() => null);
    if (!schemas) {
      setError(i18n._('Something went wrong. Please try again.'));
      return;
    }
    const parsed = schemas.emailField.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      setSent((await post<MessageResponse>(API.forgotPassword, { email: parsed.data })).message);
    } catch (err) {
      setError(err instanceof Error ? err.message : i18n._('Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={i18n._('Reset your password')}>
      <p className="text-slate-700">{i18n._('Enter the e-mail you joined with and we will send you a link to choose a new password.')}</p>
      {sent && <Notice tone="info" live>{sent}</Notice>}
      <Field label={i18n._('E-mail')} error={error}>
        <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Button type="submit" className="w-full" disabled={busy}>{busy ? i18n._('Sending...') : i18n._('Send reset link')}</Button>
      <button type="button" onClick={onBack} className="w-full text-center text-sm text-brand-800 underline">{i18n._('Back to log in')}</button>
    </form>
  );
}
