import { Trans, useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { EARLIEST_BIRTH_DATE, todayIso } from '../../../shared/domain/dates';
import {
  GENDERS, GENDER_LABELS, MARITAL_STATUSES, MARITAL_STATUS_LABELS, SIGN_UP_FIELD_ORDER,
  signUpFormSchema, type SignUpForm, type SignUpFormInput,
} from '../../../shared/schemas/auth';
import { LocationFields } from '../location/location-fields';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { computeDeviceHash } from '../../lib/device-hash';
import { forgetReferralCode, storedReferralCode } from '../../lib/referral';
import { ApiError } from '../../lib/api';
import { translateKnown } from '../../i18n/i18n';
import { PasswordInput } from './password-input';
import { registerWithRecovery, registrationErrorMessage, toRegistrationPayload } from './register';
import type { RegisterResponse } from '../../../shared/api';

const EMPTY: SignUpFormInput = {
  fullName: '', gender: '' as never, email: '', phone: '', country: '' as never, city: '', state: '', postalCode: '', maritalStatus: '' as never, dob: '', password: '',
  acceptedTerms: false as never,
};

/** The sign-up form; after success it is cleared and the screen is told, with the phone if one was given. */
export function SignUpForm({ initialEmail, onRegistered }: { initialEmail: string; onRegistered: (result: RegisterResponse, phone: string | undefined) => void }) {
  const { i18n } = useLingui();
  const [registered, setRegistered] = useState<string | null>(null);
  const form = useForm<SignUpFormInput, unknown, SignUpForm>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { ...EMPTY, email: initialEmail },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, watch, reset, formState, setError, setValue } = form;
  const accepted = watch('acceptedTerms') === true;
  // Only the first failing field, in the order the form shows them, carries a message.
  const firstError = SIGN_UP_FIELD_ORDER.find((name) => formState.errors[name]);
  const errorFor = (name: (typeof SIGN_UP_FIELD_ORDER)[number]) => (name === firstError ? formState.errors[name]?.message : undefined);

  const onSubmit = async (values: SignUpForm) => {
    try {
      const payload = toRegistrationPayload(values, { deviceHash: await computeDeviceHash(), referralCode: storedReferralCode() });
      const result = await registerWithRecovery(payload);
      reset({ ...EMPTY });
      forgetReferralCode();
      setRegistered(result.message);
      toast.success(translateKnown(i18n, result.message));
      onRegistered(result, values.phone);
    } catch (err) {
      // The server's own password check (too easy to guess) belongs beside the field, like the form's.
      if (err instanceof ApiError && err.fields.password) setError('password', { message: err.fields.password }, { shouldFocus: true });
      else toast.error(registrationErrorMessage(err));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={i18n._('Sign up')}>
      {registered && (
        <Notice tone="info" title={i18n._('Check your e-mail')} live>
          {translateKnown(i18n, registered)} {i18n._('The link works for 24 hours.')}
        </Notice>
      )}
      <Field label={i18n._('Full name')} error={errorFor('fullName')}>
        <Input autoComplete="name" {...register('fullName')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={i18n._('Gender')} error={errorFor('gender')}>
          <Select {...register('gender')}>
            <option value="">{i18n._('Select gender')}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>{i18n._(GENDER_LABELS[g])}</option>
            ))}
          </Select>
        </Field>
        <Field label={i18n._('Marital status')} error={errorFor('maritalStatus')}>
          <Select {...register('maritalStatus')}>
            <option value="">{i18n._('Select marital status')}</option>
            {MARITAL_STATUSES.map((m) => (
              <option key={m} value={m}>{i18n._(MARITAL_STATUS_LABELS[m])}</option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label={i18n._('E-mail')} error={errorFor('email')}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>
      <Field label={i18n._('Phone')} optional hint={i18n._('US or Canadian number. We may send a code to confirm it.')} error={errorFor('phone')}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </Field>
      <LocationFields
        country={watch('country')}
        fields={{
          // A region or postal code of the other country is not one of this country's.
          country: register('country', { onChange: () => { setValue('state', ''); setValue('postalCode', ''); } }),
          city: register('city'),
          state: register('state'),
          postalCode: register('postalCode'),
        }}
        errors={{ country: errorFor('country'), city: errorFor('city'), state: errorFor('state'), postalCode: errorFor('postalCode') }}
      />
      <Field label={i18n._('Date of birth')} error={errorFor('dob')}>
        <Input type="date" min={EARLIEST_BIRTH_DATE} max={todayIso()} autoComplete="bday" {...register('dob')} />
      </Field>
      <Field label={i18n._('Password')} hint={i18n._('At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.')} error={errorFor('password')}>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <input id="accept-terms" type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-brand-800" aria-invalid={errorFor('acceptedTerms') ? true : undefined} aria-describedby={errorFor('acceptedTerms') ? 'accept-terms-error' : undefined} {...register('acceptedTerms')} />
          <label htmlFor="accept-terms" className="text-sm text-slate-700">
            <Trans
              id="I have read and accept the <0>Terms of Service</0> and the <1>Privacy Policy</1>."
              components={{ 0: <Link to="/terms" className="font-medium text-brand-800 underline" />, 1: <Link to="/privacy" className="font-medium text-brand-800 underline" /> }}
            />
          </label>
        </div>
        {errorFor('acceptedTerms') && (
          <p id="accept-terms-error" role="alert" className="mt-1 text-sm font-medium text-red-700">{translateKnown(i18n, errorFor('acceptedTerms') ?? '')}</p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={!accepted || formState.isSubmitting}>
        {formState.isSubmitting ? i18n._('Creating your account...') : i18n._('Create my free account')}
      </Button>
    </form>
  );
}
