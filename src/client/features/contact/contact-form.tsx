import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGES, CONTACT_TOPICS, contactMessageSchema } from '../../../shared/schemas/contact';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Select, Textarea } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { translateKnown } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { useSession } from '../auth/session';
import { useContactFormToken, useSendContactMessage } from './api';

/** The token is added when sending, so the form validates only what the person types. */
const formSchema = contactMessageSchema.omit({ form_token: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const blank = (name = '', email = ''): FormInput => ({ name, email, topic: '' as FormInput['topic'], message: '', website: '' });

/** Name, e-mail, topic and message; a signed-in member finds their name and e-mail filled in. */
export function ContactForm() {
  const { i18n } = useLingui();
  const t = (message: string) => translateKnown(i18n, message);
  const { user } = useSession();
  const token = useContactFormToken();
  const send = useSendContactMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setError, getValues, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: blank(),
  });
  const message = useWatch({ control, name: 'message' });
  const { errors, isSubmitting } = formState;
  const honeypotId = useId();

  // The session arrives after the first render; fill in only what the person has not typed yet.
  useEffect(() => {
    if (!user) return;
    const current = getValues();
    reset({ ...current, name: current.name || user.full_name, email: current.email || user.email });
  }, [user, getValues, reset]);

  const onSubmit = async (values: FormOutput) => {
    setFailure(null);
    setSentTo(null);
    try {
      await send.mutateAsync({ ...values, form_token: token.data?.form_token ?? '' });
      setSentTo(values.email);
      reset(blank(user?.full_name, user?.email));
      await token.refetch();
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [field, text] of Object.entries(err.fields)) {
          if (field in formSchema.shape) setError(field as keyof FormInput, { message: text });
        }
        setFailure(err.message);
      } else {
        setFailure(t(CONTACT_MESSAGES.failed));
      }
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-labelledby="contact-form-title">
      {sentTo && (
        <Notice tone="info" title={t(CONTACT_MESSAGES.sent)} live>
          {t(CONTACT_MESSAGES.sentDescription)} {i18n._('We will write to {email}.', { email: sentTo })}
        </Notice>
      )}
      {failure && (
        <Notice tone="error" title={t(CONTACT_MESSAGES.failed)} live>
          {failure}
        </Notice>
      )}
      {token.isError && (
        <Notice tone="error" title={i18n._('The form could not be prepared')} live>
          {i18n._('Please check your connection and reload the page.')}
        </Notice>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={i18n._('Your name')} error={errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field label={i18n._('Your e-mail')} error={errors.email?.message} hint={i18n._('We answer to this address.')}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
      </div>
      <Field label={i18n._('Topic')} error={errors.topic?.message}>
        <Select {...register('topic')}>
          <option value="">{i18n._('Choose a topic')}</option>
          {Object.entries(CONTACT_TOPICS).map(([value, label]) => (
            <option key={value} value={value}>{t(label)}</option>
          ))}
        </Select>
      </Field>
      <Field label={i18n._('Message')} error={errors.message?.message} hint={i18n._('{count}/{max} characters', { count: message.length, max: CONTACT_MESSAGE_MAX })}>
        <Textarea rows={6} {...register('message')} />
      </Field>
      {/* People never see or reach this field; bots that fill in every field give themselves away. */}
      <div aria-hidden className="sr-only">
        <label htmlFor={honeypotId}>{i18n._('Leave this field empty')}</label>
        <input id={honeypotId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <Button type="submit" disabled={isSubmitting || !token.data}>
        {isSubmitting ? i18n._('Sending...') : i18n._('Send message')}
      </Button>
    </form>
  );
}
