import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { API, type MessageResponse } from '../../../shared/api';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { ApiError, post } from '../../lib/api';
import { lazyResolver } from '../../lib/lazy-resolver';
import { PasswordInput } from './password-input';
import type { ResetPasswordInput } from './resolvers';

const resolver = lazyResolver(() => import('./resolvers').then((m) => m.resetPasswordResolver));

/** Opened from the e-mailed link (/auth#reset=…): sets a new password. */
export function ResetPasswordForm({ token, onDone, onError }: { token: string; onDone: (message: string) => void; onError: (message: string) => void }) {
  const { i18n } = useLingui();
  const { register, handleSubmit, formState, setError } = useForm<ResetPasswordInput>({ resolver, defaultValues: { password: '', confirm: '' } });
  const submit = async (values: ResetPasswordInput) => {
    try {
      onDone((await post<MessageResponse>(API.resetPassword, { token, password: values.password })).message);
    } catch (err) {
      // A refused password leaves the link usable: the person stays on the form and picks another.
      if (err instanceof ApiError && err.fields.password) setError('password', { message: err.fields.password }, { shouldFocus: true });
      else onError(err instanceof Error ? err.message : i18n._('Something went wrong. Please try again.'));
    }
  };
  const firstError = formState.errors.password ? 'password' : formState.errors.confirm ? 'confirm' : undefined;
  return (
    <form onSubmit={handleSubmit(submit)} onInput={resolver.preload} noValidate className="space-y-4" aria-label={i18n._('Choose a new password')}>
      <Field label={i18n._('New password')} hint={i18n._('At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.')} error={firstError === 'password' ? formState.errors.password?.message : undefined}>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label={i18n._('Repeat the new password')} error={firstError === 'confirm' ? formState.errors.confirm?.message : undefined}>
        <PasswordInput autoComplete="new-password" {...register('confirm')} />
      </Field>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>{formState.isSubmitting ? i18n._('Saving...') : i18n._('Save new password')}</Button>
    </form>
  );
}
