import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginInput } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { lazyResolver } from '../../lib/lazy-resolver';
import { PasswordInput } from './password-input';

const resolver = lazyResolver(() => import('./resolvers').then((m) => m.loginResolver));

/**
 * E-mail and password; what happens on submit is up to the screen (member or admin sign-in). A refusal the
 * screen hands back stays by the form, unlike a toast, and the password is emptied and focused for the retry.
 */
export function LoginForm({ onSubmit, submitLabel, initialEmail = '' }: {
  onSubmit: (values: LoginInput) => Promise<string | undefined | void>;
  submitLabel: string;
  initialEmail?: string;
}) {
  const { i18n } = useLingui();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue, setFocus } = useForm<LoginInput>({
    resolver,
    defaultValues: { email: initialEmail, password: '' },
  });
  const firstError = formState.errors.email ? 'email' : formState.errors.password ? 'password' : undefined;
  const submit = async (values: LoginInput) => {
    setRefusal(null);
    const problem = await onSubmit(values);
    if (!problem) return;
    setRefusal(problem);
    setValue('password', '');
    setFocus('password');
  };
  return (
    <form onSubmit={handleSubmit(submit)} onInput={resolver.preload} noValidate className="space-y-4" aria-label={submitLabel}>
      <Field label={i18n._('E-mail')} error={firstError === 'email' ? formState.errors.email?.message : undefined}>
        <Input type="email" autoComplete="username" inputMode="email" {...register('email')} />
      </Field>
      <Field label={i18n._('Password')} error={firstError === 'password' ? formState.errors.password?.message : undefined}>
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </Field>
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? i18n._('Signing in...') : submitLabel}
      </Button>
    </form>
  );
}
