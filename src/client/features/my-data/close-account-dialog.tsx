import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { API, type MessageResponse } from '../../../shared/api';
import { closeAccountSchema, type CloseAccountInput } from '../../../shared/schemas/privacy';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Notice } from '../../components/ui/notice';
import { translateKnown } from '../../i18n/i18n';
import { reloadInto } from '../../lib/after-reload';
import { ApiError, post } from '../../lib/api';
import { PasswordInput } from '../auth/password-input';
import { ACCOUNT_CLOSED_FLAG } from './account-closed-notice';

/** Says plainly what goes and what stays before asking for the password again. */
export function CloseAccountDialog({ isAdmin, open, onOpenChange }: { isAdmin: boolean; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { i18n } = useLingui();
  const { register, handleSubmit, formState, setError } = useForm<CloseAccountInput>({
    resolver: zodResolver(closeAccountSchema),
    defaultValues: { password: '' },
  });
  const close = async (values: CloseAccountInput) => {
    try {
      await post<MessageResponse>(API.closeAccount, values);
    } catch (err) {
      if (err instanceof ApiError && err.fields.password) setError('password', { message: err.fields.password });
      else setError('root', { message: err instanceof Error ? err.message : i18n._('Could not close your account. Please try again.') });
      return;
    }
    // A full load, as signing out does: a member screen left on show would see its session end and
    // send the page to /auth before the home page arrived.
    reloadInto('/', ACCOUNT_CLOSED_FLAG);
  };
  const failure = formState.errors.root?.message;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={i18n._('Close your account?')} description={i18n._('This cannot be undone.')}>
      <div className="space-y-3 text-sm text-slate-700">
        <div>
          <p className="font-semibold text-slate-900">{i18n._('What we erase')}</p>
          <ul className="mt-1 list-disc space-y-0.5 ps-5">
            <li>{i18n._('your name, e-mail, phone, date of birth, gender, marital status, city and state;')}</li>
            <li>{i18n._('your pledge, applications, reviews and device fingerprint;')}</li>
            <li>{i18n._('your sign-in history and the messages we sent you.')}</li>
          </ul>
        </div>
        <div>
          <p className="font-semibold text-slate-900">{i18n._('What we keep, without your name')}</p>
          <p className="mt-1">
            {i18n._("Amounts you received from a distribution stay in the community's accounts, as the law requires, with no link to you. Our records keep only that an account was closed, and when.")}
          </p>
        </div>
        <p>{i18n._('You will be signed out on every device. You can join again later with a new account.')}</p>
        {isAdmin && <p>{i18n._('As an admin, you can close your account only while another admin remains.')}</p>}
      </div>
      <form onSubmit={handleSubmit(close)} noValidate className="mt-5 space-y-4" aria-label={i18n._('Close your account')}>
        <Field label={i18n._('Your password')} hint={i18n._('Enter it again to confirm that it is you.')} error={formState.errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field>
        {failure && <Notice tone="error" live>{translateKnown(i18n, failure)}</Notice>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>{i18n._('Keep my account')}</Button>
          <Button type="submit" variant="destructive" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? i18n._('Closing...') : i18n._('Close my account')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

