import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
import type { LoginInput } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { lazyResolver } from '../../lib/lazy-resolver';
import { PasswordInput } from './password-input';

const resolver = lazyResolver(() => import('./resolvers').then((m) => m.loginResolver));

/** E-mail and password; what happens on submit is up to the screen (member or admin sign-in). */
export function LoginForm({ onSubmit, submitLabel, initialEmail = '' }: { onSubmit: (values: LoginInput) => Promise<void>; submitLabel: string; initialEmail?: string }) {
  const { i18n } = useLingui();
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver,
    defaultValues: { email: initialEmail, password: '' },
  });
  const firstError = formState.errors.email ? 'email' : formState.errors.password ? 'password' : undefined;
  return (
    <form onSubmit={handleSubmit(onSubmit)} onInput={resolver.preload} noValidate className="space-y-4" aria-label={submitLabel}>
      <Field label={i18n._('E-mail')} error={firstError === 'email' ? formState.errors.email?.message : undefined}>
        <Input type="email" autoComplete="username" inputMode="email" {...register('email')} />
      </Field>
      <Field label={i18n._('Password')} error={firstError === 'password' ? formState.errors.password?.message : undefined}>
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </Field>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? i18n._('Signing in...') : submitLabel}
      </Button>
    </form>
  );
}
