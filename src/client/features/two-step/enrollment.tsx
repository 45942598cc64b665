import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { API, type RecoveryCodesResponse, type TwoStepSetup } from '../../../shared/api';
import { type TwoStepCodeInput, twoStepCodeSchema } from '../../../shared/schemas/two-step';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Notice } from '../../components/ui/notice';
import { QrCode } from '../../components/ui/qr-code';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, post } from '../../lib/api';
import { groupedSecret, twoStepQuery } from './api';
import { CodeInput } from './code-input';

/**
 * Scan (or type) a new secret into an authenticator app and confirm one code from it. The secret is
 * made once per visit; a new visit replaces one that was never confirmed.
 */
export function TwoStepEnrollment({ onEnabled, stepHeading: Step = 'h3' }: { onEnabled: (recoveryCodes: string[]) => void; stepHeading?: 'h2' | 'h3' }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const setup = useQuery({
    queryKey: ['two-step', 'setup'],
    queryFn: () => post<TwoStepSetup>(API.myTwoStepSetup),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const { register, handleSubmit, formState, setError } = useForm<TwoStepCodeInput>({ resolver: zodResolver(twoStepCodeSchema), defaultValues: { code: '' } });

  const confirm = async (values: TwoStepCodeInput) => {
    try {
      const { recovery_codes } = await post<RecoveryCodesResponse>(API.myTwoStepEnable, twoStepCodeSchema.parse(values));
      await queryClient.invalidateQueries({ queryKey: twoStepQuery.queryKey, exact: true });
      onEnabled(recovery_codes);
    } catch (err) {
      if (err instanceof ApiError && err.fields.code) setError('code', { message: err.fields.code });
      else toast.error(err instanceof Error ? err.message : i18n._('Could not turn on two-step verification'));
    }
  };

  if (setup.isPending) return <Spinner label={i18n._('Preparing your QR code...')} />;
  if (setup.isError) {
    return <Notice tone="error" title={i18n._('We could not start two-step verification')} live>{setup.error.message}</Notice>;
  }
  const { secret, otpauth_uri } = setup.data;
  return (
    <ol className="space-y-6">
      <li>
        <Step className="font-semibold text-slate-900">{i18n._('1. Get an authenticator app')}</Step>
        <p className="mt-1 text-sm text-slate-700">
          {i18n._('Any app that makes 6-digit codes works, for example Google Authenticator, Microsoft Authenticator or 2FAS.')}
        </p>
      </li>
      <li>
        <Step className="font-semibold text-slate-900">{i18n._('2. Add your account to the app')}</Step>
        <p className="mt-1 text-sm text-slate-700">{i18n._('In the app, choose to add an account and scan this QR code.')}</p>
        <QrCode url={otpauth_uri} alt={i18n._('QR code to add your account to an authenticator app')} className="mt-3 h-48 w-48 rounded-lg border border-slate-200" />
        <p className="mt-3 text-sm text-slate-700">{i18n._('Cannot scan it? Choose to enter a key instead and type this one:')}</p>
        <p className="mt-1 break-words rounded-lg bg-slate-100 px-3 py-2 font-mono text-base text-slate-900" data-testid="two-step-secret" aria-label={i18n._('Key for your authenticator app')}>
          {groupedSecret(secret)}
        </p>
      </li>
      <li>
        <Step className="font-semibold text-slate-900">{i18n._('3. Enter the code the app shows')}</Step>
        <form onSubmit={handleSubmit(confirm)} noValidate className="mt-2 space-y-3" aria-label={i18n._('Confirm two-step verification')}>
          <Field label={i18n._('6-digit code')} hint={i18n._('The code changes every 30 seconds.')} error={formState.errors.code?.message}>
            <CodeInput {...register('code')} />
          </Field>
          <Button type="submit" disabled={formState.isSubmitting}>{formState.isSubmitting ? i18n._('Checking...') : i18n._('Turn on two-step verification')}</Button>
        </form>
      </li>
    </ol>
  );
}
