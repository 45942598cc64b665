import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { API, type MessageResponse } from '../../../shared/api';
import { changePasswordSchema } from '../../../shared/schemas/profile';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { ApiError, post } from '../../lib/api';
import { PasswordInput } from '../auth/password-input';
import { translateKnown } from '../../i18n/i18n';

type PasswordForm = z.infer<typeof changePasswordSchema>;

/** Needs the current password; every other device is signed out afterwards. */
export function PasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { i18n } = useLingui();
  const { register, handleSubmit, formState, reset, setError } = useForm<PasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current_password: '', new_password: '' },
  });
  const save = async (values: PasswordForm) => {
    try {
      const result = await post<MessageResponse>(API.myPassword, values);
      toast.success(translateKnown(i18n, result.message));
      reset();
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.fields.current_password) setError('current_password', { message: err.fields.current_password });
      else if (err instanceof ApiError && err.fields.new_password) setError('new_password', { message: err.fields.new_password }, { shouldFocus: true });
      else toast.error(i18n._('Could not change your password'), { description: err instanceof Error ? err.message : undefined });
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={i18n._('Change your password')}>
      <form onSubmit={handleSubmit(save)} noValidate className="space-y-4" aria-label={i18n._('Change your password')}>
        <Field label={i18n._('Current password')} error={formState.errors.current_password?.message}>
          <PasswordInput autoComplete="current-password" {...register('current_password')} />
        </Field>
        <Field label={i18n._('New password')} hint={i18n._('At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.')} error={formState.errors.new_password?.message}>
          <PasswordInput autoComplete="new-password" {...register('new_password')} />
        </Field>
        <Button type="submit" className="w-full" disabled={formState.isSubmitting}>{formState.isSubmitting ? i18n._('Saving...') : i18n._('Change password')}</Button>
      </form>
    </Dialog>
  );
}
