import { Trans, useLingui } from '@lingui/react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { EARLIEST_BIRTH_DATE, MINIMUM_AGE, todayIso } from '../../../shared/domain/dates';
import { GENDERS, GENDER_LABELS, MARITAL_STATUSES, MARITAL_STATUS_LABELS, SIGN_UP_FIELD_ORDER } from '../../../shared/forms/auth';
import type { SignUpForm, SignUpFormInput } from '../../../shared/schemas/auth';
import { LocationFields } from '../location/location-fields';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { computeDeviceHash } from '../../lib/device-hash';
import { lazyResolver } from '../../lib/lazy-resolver';
import { forgetReferralCode } from '../../lib/referral';
import { ApiError } from '../../lib/api';
import { translateKnown } from '../../i18n/i18n';
import { PasswordInput } from './password-input';
import { registerWithRecovery, registrationErrorMessage, toRegistrationPayload } from './register';
import { useInviter } from './use-inviter';
import type { RegisterResponse } from '../../../shared/api';

const EMPTY: SignUpFormInput = {
  fullName: '', gender: '' as never, email: '', phone: '', country: '' as never, city: '', state: '', postalCode: '', maritalStatus: '' as never, dob: '', password: '',
  referralCode: '', acceptedTerms: false as never,
};

type FieldName = (typeof SIGN_UP_FIELD_ORDER)[number];

const SUBMIT_STATUS_ID = 'sign-up-submit-status';

const resolver = lazyResolver(() => import('./resolvers').then((m) => m.signUpResolver));

/** What the person typed, but the password: enough to bring the form back if the address was mistyped. */
export type EnteredSignUp = Omit<SignUpFormInput, 'password'>;

/**
 * The sign-up form; after success it is cleared and the screen is told what was entered, with the phone
 * if one was given. Every failing field is marked at once, and only the first one's message is announced.
 * Given `restored`, it opens with those answers to correct the e-mail address.
 */
export function SignUpForm({ initialEmail, initialReferralCode, restored, onRegistered }: {
  initialEmail: string;
  initialReferralCode: string;
  restored?: EnteredSignUp | undefined;
  onRegistered: (result: RegisterResponse, sent: { phone: string | undefined; entered: EnteredSignUp }) => void;
}) {
  const { i18n } = useLingui();
  const form = useForm<SignUpFormInput, unknown, SignUpForm>({
    resolver,
    defaultValues: { ...EMPTY, email: initialEmail, referralCode: initialReferralCode, ...restored },
    // After a first submit each field's message follows its value, so a corrected field clears at once.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, watch, reset, formState, setError, setValue, setFocus, getValues } = form;
  const accepted = watch('acceptedTerms') === true;
  const inviter = useInviter(watch('referralCode'));
  const termsRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (restored) setFocus('email', { shouldSelect: true });
  }, [restored, setFocus]);
  const failing = SIGN_UP_FIELD_ORDER.filter((name) => formState.errors[name]);
  // The field announced is chosen at a submit: while the person corrects fields, the alert does not move
  // to the next one at each keystroke.
  const [announced, setAnnounced] = useState<FieldName | undefined>(undefined);
  const errorFor = (name: FieldName) => formState.errors[name]?.message;
  const announce = (name: FieldName) => name === announced;
  const blocked = !accepted || formState.isSubmitting;
  const terms = register('acceptedTerms');

  const onSubmit = async (values: SignUpForm) => {
    try {
      const payload = toRegistrationPayload(values, { deviceHash: await computeDeviceHash() });
      const result = await registerWithRecovery(payload);
      const { password: _password, ...entered } = getValues();
      reset({ ...EMPTY });
      forgetReferralCode();
      toast.success(translateKnown(i18n, result.message));
      onRegistered(result, { phone: values.phone, entered });
    } catch (err) {
      // The server's own password check (too easy to guess) belongs beside the field, like the form's.
      const field = err instanceof ApiError ? (err.fields.password ? 'password' : err.fields.referral_code ? 'referralCode' : undefined) : undefined;
      if (err instanceof ApiError && field) {
        setAnnounced(field);
        setError(field, { message: field === 'password' ? err.fields.password : err.fields.referral_code }, { shouldFocus: true });
      } else toast.error(registrationErrorMessage(err));
    }
  };

  const onInvalid = (errors: FieldErrors<SignUpFormInput>) => setAnnounced(SIGN_UP_FIELD_ORDER.find((name) => errors[name]));

  // The button stays focusable while it waits for the terms (aria-disabled), so keyboard and screen-reader
  // users reach it and hear why; pressing it, or Enter in a field, takes them to the checkbox instead.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!blocked) return handleSubmit(onSubmit, onInvalid)(event);
    event.preventDefault();
    if (!accepted) termsRef.current?.focus();
    return undefined;
  };

  return (
    <form onSubmit={(event) => void submit(event)} onInput={resolver.preload} noValidate className="space-y-4" aria-label={i18n._('Sign up')}>
      {restored && (
        <Notice tone="info">
          {i18n._('Correct your e-mail address, type a password again and create the account. The rest is as you entered it.')}
        </Notice>
      )}
      <FieldGroup title={i18n._('About you')} why={i18n._('If you ever apply for help, the assistance programme needs these details: you give them once, now.')}>
        <Field label={i18n._('Full name')} error={errorFor('fullName')} announce={announce('fullName')}>
          <Input autoComplete="name" {...register('fullName')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={i18n._('Gender')} error={errorFor('gender')} announce={announce('gender')}>
            <Select {...register('gender')}>
              <option value="">{i18n._('Select gender')}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>{i18n._(GENDER_LABELS[g])}</option>
              ))}
            </Select>
          </Field>
          <Field label={i18n._('Marital status')} error={errorFor('maritalStatus')} announce={announce('maritalStatus')}>
            <Select {...register('maritalStatus')}>
              <option value="">{i18n._('Select marital status')}</option>
              {MARITAL_STATUSES.map((m) => (
                <option key={m} value={m}>{i18n._(MARITAL_STATUS_LABELS[m])}</option>
              ))}
            </Select>
          </Field>
        </div>
      </FieldGroup>
      <FieldGroup title={i18n._('How to reach you')} why={i18n._('We send a link to this address to verify your e-mail.')}>
        <Field label={i18n._('E-mail')} error={errorFor('email')} announce={announce('email')}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        <Field label={i18n._('Phone')} optional hint={i18n._('US or Canadian number. We may send a code to confirm it.')} error={errorFor('phone')} announce={announce('phone')}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
        </Field>
      </FieldGroup>
      <FieldGroup title={i18n._('Where you live')} why={i18n._('Members live in the United States or Canada; the assistance programme needs your city and region.')}>
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
          announced={announced ?? ''}
        />
      </FieldGroup>
      <FieldGroup title={i18n._('Your account')} why={i18n._('Members are {age} or older, and your date of birth shows it.', { age: MINIMUM_AGE })}>
        <Field label={i18n._('Date of birth')} error={errorFor('dob')} announce={announce('dob')}>
          <Input type="date" min={EARLIEST_BIRTH_DATE} max={todayIso()} autoComplete="bday" {...register('dob')} />
        </Field>
        <Field label={i18n._('Password')} hint={i18n._('At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.')} error={errorFor('password')} announce={announce('password')}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </Field>
        <Field
          label={i18n._('Referral code')}
          optional
          hint={i18n._('If someone invited you, their code gives them the credit.')}
          error={errorFor('referralCode') ?? (inviter.state === 'unknown' ? inviter.message : undefined)}
          announce={announce('referralCode')}
        >
          <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={16} {...register('referralCode')} />
        </Field>
      </FieldGroup>
      {/* Outside the field so that it is spoken when it appears, while the person types the code. */}
      <p aria-live="polite" className="-mt-2 text-sm font-medium text-brand-800 empty:hidden">
        {inviter.state === 'known' ? i18n._('Invited by {firstName}', { firstName: inviter.firstName }) : ''}
      </p>
      <div>
        <div className="flex items-start gap-3">
          <input
            id="accept-terms"
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0 accent-brand-800"
            aria-invalid={errorFor('acceptedTerms') ? true : undefined}
            aria-describedby={errorFor('acceptedTerms') ? 'accept-terms-error' : undefined}
            {...terms}
            ref={(element) => {
              terms.ref(element);
              termsRef.current = element;
            }}
          />
          <label htmlFor="accept-terms" className="text-sm text-slate-700">
            <Trans
              id="I have read and accept the <0>Terms of Service</0> and the <1>Privacy Policy</1>."
              components={{ 0: <Link to="/terms" className="font-medium text-brand-800 underline" />, 1: <Link to="/privacy" className="font-medium text-brand-800 underline" /> }}
            />
          </label>
        </div>
        {errorFor('acceptedTerms') && (
          <p id="accept-terms-error" role={announce('acceptedTerms') ? 'alert' : undefined} className="mt-1 text-sm font-medium text-red-700">{translateKnown(i18n, errorFor('acceptedTerms') ?? '')}</p>
        )}
      </div>
      <div className="space-y-2">
        <Button type="submit" className="w-full" aria-disabled={blocked || undefined} aria-describedby={SUBMIT_STATUS_ID}>
          {formState.isSubmitting ? i18n._('Creating your account...') : i18n._('Create my free account')}
        </Button>
        <SubmitStatus accepted={accepted} failing={failing.length} />
      </div>
    </form>
  );
}

/** Why the button cannot go ahead yet, in words tied to it: the terms, and how many fields still need attention. */
function SubmitStatus({ accepted, failing }: { accepted: boolean; failing: number }) {
  const { i18n } = useLingui();
  const reasons = [
    ...(failing > 0 ? [i18n._('{count, plural, one {# field needs your attention above.} other {# fields need your attention above.}}', { count: failing })] : []),
    ...(accepted ? [] : [i18n._('To create your account, accept the Terms of Service and the Privacy Policy.')]),
  ];
  return (
    <p id={SUBMIT_STATUS_ID} className="text-center text-sm text-slate-700" data-testid="sign-up-submit-status">
      {reasons.join(' ')}
    </p>
  );
}

/** A group of the form's questions under a title, with one line saying why they are asked. */
function FieldGroup({ title, why, children }: { title: string; why: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 pt-2">
      <legend>
        <span className="block text-base font-semibold text-slate-900">{title}</span>
        <span className="mt-0.5 block text-sm font-normal text-slate-600">{why}</span>
      </legend>
      {children}
    </fieldset>
  );
}
