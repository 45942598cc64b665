import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { API, type MessageResponse, type RecoveryCodesResponse } from '../../../shared/api';
import { type TwoStepCodeInput, type TwoStepDisableInput, twoStepCodeSchema, twoStepDisableSchema } from '../../../shared/schemas/two-step';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { translateKnown } from '../../i18n/i18n';
import { ApiError, post } from '../../lib/api';
import { formatCount } from '../../lib/format';
import { PasswordInput } from '../auth/password-input';
import { twoStepQuery } from './api';
import { CodeInput } from './code-input';
import { TwoStepEnrollment } from './enrollment';
import { RecoveryCodes } from './recovery-codes';

type DialogName = 'enroll' | 'codes' | 'off';

/** The dashboard card: turn it on, see recovery codes left, make new ones, and (members only) turn it off. */
export function TwoStepCard({ onChanged }: { onChanged: () => void }) {
  const { i18n } = useLingui();
  const status = useQuery(twoStepQuery);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = (open: boolean) => {
    if (open) return;
    setDialog(null);
    setCodes(null);
  };
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: twoStepQuery.queryKey, exact: true });
    onChanged();
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2"><ShieldCheck aria-hidden className="h-5 w-5 text-brand-700" />{i18n._('Two-step verification')}</CardTitle>
        {status.data && <Badge tone={status.data.enabled ? 'green' : 'gray'}>{status.data.enabled ? i18n._('On') : i18n._('Off')}</Badge>}
      </CardHeader>
      <CardContent className="space-y-3">
        {status.isPending ? (
          <Spinner />
        ) : status.isError ? (
          <p className="text-sm text-red-700">{status.error.message}</p>
        ) : status.data.enabled ? (
          <>
            <p className="text-slate-700">{i18n._('Signing in asks for your password and a code from your authenticator app.')}</p>
            <p className="text-slate-700" data-testid="recovery-codes-left">
              <Trans id="Recovery codes left: <0>{left}</0> of 10" values={{ left: formatCount(status.data.recovery_codes_left) }} components={{ 0: <strong /> }} />
            </p>
            {status.data.required && <p className="text-sm text-slate-600">{i18n._('Admins must keep two-step verification on.')}</p>}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setDialog('codes')}>{i18n._('Make new recovery codes')}</Button>
              {!status.data.required && <Button variant="outline" size="sm" onClick={() => setDialog('off')}>{i18n._('Turn off')}</Button>}
            </div>
          </>
        ) : (
          <>
            <p className="text-slate-700">{i18n._('Add a second step to signing in: a 6-digit code from an app on your phone. A stolen password is then not enough.')}</p>
            <Button size="sm" onClick={() => setDialog('enroll')}>{i18n._('Turn on')}</Button>
          </>
        )}
      </CardContent>

      {dialog === 'enroll' && (
        <Dialog open onOpenChange={close} title={codes ? i18n._('Two-step verification is on') : i18n._('Turn on two-step verification')}>
          {codes ? (
            <DoneWithCodes codes={codes} onDone={() => close(false)} />
          ) : (
            <TwoStepEnrollment onEnabled={(fresh) => { setCodes(fresh); changed(); }} />
          )}
        </Dialog>
      )}
      {dialog === 'codes' && (
        <Dialog open onOpenChange={close} title={i18n._('Make new recovery codes')} description={i18n._('Your old recovery codes stop working.')}>
          {codes ? <DoneWithCodes codes={codes} onDone={() => close(false)} /> : <NewCodesForm onDone={(fresh) => { setCodes(fresh); changed(); }} />}
        </Dialog>
      )}
      {dialog === 'off' && (
        <Dialog open onOpenChange={close} title={i18n._('Turn off two-step verification')} description={i18n._('Signing in will then ask only for your password.')}>
          <TurnOffForm onDone={() => { close(false); changed(); }} />
        </Dialog>
      )}
    </Card>
  );
}

function DoneWithCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-4">
      <RecoveryCodes codes={codes} />
      <Button className="w-full" onClick={onDone}>{i18n._('I have saved my recovery codes')}</Button>
    </div>
  );
}

function NewCodesForm({ onDone }: { onDone: (codes: string[]) => void }) {
  const { i18n } = useLingui();
  const { register, handleSubmit, formState, setError } = useForm<TwoStepCodeInput>({ resolver: zodResolver(twoStepCodeSchema), defaultValues: { code: '' } });
  const submit = async (values: TwoStepCodeInput) => {
    try {
      onDone((await post<RecoveryCodesResponse>(API.myTwoStepRecoveryCodes, twoStepCodeSchema.parse(values))).recovery_codes);
    } catch (err) {
      if (err instanceof ApiError && err.fields.code) setError('code', { message: err.fields.code });
      else toast.error(err instanceof Error ? err.message : i18n._('Could not make new codes'));
    }
  };
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4" aria-label={i18n._('Make new recovery codes')}>
      <Field label={i18n._('6-digit code from your app')} error={formState.errors.code?.message}>
        <CodeInput {...register('code')} />
      </Field>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>{formState.isSubmitting ? i18n._('Checking...') : i18n._('Make new codes')}</Button>
    </form>
  );
}

function TurnOffForm({ onDone }: { onDone: () => void }) {
  const { i18n } = useLingui();
  const { register, handleSubmit, formState, setError } = useForm<TwoStepDisableInput>({
    resolver: zodResolver(twoStepDisableSchema),
    defaultValues: { password: '', code: '' },
  });
  const submit = async (values: TwoStepDisableInput) => {
    try {
      toast.success(translateKnown(i18n, (await post<MessageResponse>(API.myTwoStepDisable, twoStepDisableSchema.parse(values))).message));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields.password) setError('password', { message: err.fields.password });
      else if (err instanceof ApiError && err.fields.code) setError('code', { message: err.fields.code });
      else toast.error(err instanceof Error ? err.message : i18n._('Could not turn it off'));
    }
  };
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4" aria-label={i18n._('Turn off two-step verification')}>
      <Field label={i18n._('Your password')} error={formState.errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </Field>
      <Field label={i18n._('6-digit code from your app')} error={formState.errors.code?.message}>
        <CodeInput {...register('code')} />
      </Field>
      <Button type="submit" variant="outline" className="w-full" disabled={formState.isSubmitting}>{formState.isSubmitting ? i18n._('Checking...') : i18n._('Turn off two-step verification')}</Button>
    </form>
  );
}
