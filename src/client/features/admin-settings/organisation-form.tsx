import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MAX_PEOPLE, ORGANISATION_API, ORGANISATION_MESSAGES, type OrganisationPerson, type OrganisationProfile } from '../../../shared/schemas/organisation';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Select, Textarea } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { translateKnown } from '../../i18n/i18n';
import { ApiError, api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { siteInfoQuery } from '../site/use-site-info';

const KEY = ['admin', 'settings', 'organisation'] as const;
const DETAILS = ['legal_name', 'registration_number', 'address', 'support_email', 'support_phone'] as const;
type Texts = Record<(typeof DETAILS)[number], string>;

const textsOf = (profile: OrganisationProfile): Texts => ({
  legal_name: profile.legal_name ?? '',
  registration_number: profile.registration_number ?? '',
  address: profile.address ?? '',
  support_email: profile.support_email ?? '',
  support_phone: profile.support_phone ?? '',
});

/** The organisation's public profile: loads, then shows the form. */
export function OrganisationSettings() {
  const { i18n } = useLingui();
  const profile = useQuery({ queryKey: KEY, queryFn: () => api<OrganisationProfile>(ORGANISATION_API) });
  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <Notice tone="error" title={i18n._(ORGANISATION_MESSAGES.loadFailed)} live>{translateKnown(i18n, profile.error.message)}</Notice>;
  return <OrganisationForm profile={profile.data} />;
}

function OrganisationForm({ profile }: { profile: OrganisationProfile }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState<Texts>(() => textsOf(profile));
  const [people, setPeople] = useState<OrganisationPerson[]>(profile.people);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (next: OrganisationProfile) => api<OrganisationProfile>(ORGANISATION_API, { method: 'PUT', body: next }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(KEY, saved);
      // The footer and contact page read the profile through the site details.
      await queryClient.invalidateQueries({ queryKey: siteInfoQuery.queryKey });
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());
    const next: OrganisationProfile = {
      legal_name: blankToNull(texts.legal_name),
      registration_number: blankToNull(texts.registration_number),
      address: blankToNull(texts.address),
      support_email: blankToNull(texts.support_email),
      support_phone: blankToNull(texts.support_phone),
      people: people.map((p) => ({ ...p, name: p.name.trim(), role: p.role.trim() })),
    };
    try {
      const saved = await save.mutateAsync(next);
      setTexts(textsOf(saved));
      setPeople(saved.people);
      setErrors({});
      toast.success(i18n._(ORGANISATION_MESSAGES.saved));
    } catch (err) {
      setErrors(err instanceof ApiError ? err.fields : {});
      toast.error(i18n._(ORGANISATION_MESSAGES.saveFailed), { description: err instanceof Error ? translateKnown(i18n, err.message) : String(err) });
    }
  };

  const setText = (key: keyof Texts, value: string) => setTexts((current) => ({ ...current, [key]: value }));
  const setPerson = (index: number, change: Partial<OrganisationPerson>) => setPeople((current) => current.map((p, i) => (i === index ? { ...p, ...change } : p)));
  const errorOf = (key: string) => (errors[key] ? translateKnown(i18n, errors[key]) : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={i18n._('Organisation profile')}>
      <Field label={i18n._('Legal name')} optional error={errorOf('legal_name')}>
        <Input value={texts.legal_name} autoComplete="organization" onChange={(e) => setText('legal_name', e.target.value)} />
      </Field>
      <Field label={i18n._('EIN or charity registration number')} optional error={errorOf('registration_number')} hint={i18n._('Shown beside the 501(c)(3) claim, in the footer and on giving statements.')}>
        <Input value={texts.registration_number} className="max-w-xs" onChange={(e) => setText('registration_number', e.target.value)} />
      </Field>
      <Field label={i18n._('Postal address')} optional error={errorOf('address')} hint={i18n._('Up to 5 lines. Shown in the footer, on the contact page, in e-mails and on giving statements.')}>
        <Textarea rows={3} value={texts.address} autoComplete="street-address" onChange={(e) => setText('address', e.target.value)} />
      </Field>
      <Field label={i18n._('Support e-mail')} optional error={errorOf('support_email')}>
        <Input type="email" dir="ltr" value={texts.support_email} onChange={(e) => setText('support_email', e.target.value)} />
      </Field>
      <Field label={i18n._('Support phone')} optional error={errorOf('support_phone')}>
        <Input type="tel" dir="ltr" className="max-w-xs" value={texts.support_phone} onChange={(e) => setText('support_phone', e.target.value)} />
      </Field>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">{i18n._('Board members and scholars')}</legend>
        {people.length === 0 && <p className="text-sm text-slate-600">{i18n._('No one is named yet.')}</p>}
        {people.map((person, index) => (
          <div key={index} className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[10rem_1fr_1fr_auto] sm:items-end">
            <Field label={i18n._('Group')}>
              <Select value={person.group} onChange={(e) => setPerson(index, { group: e.target.value as OrganisationPerson['group'] })}>
                <option value="board">{i18n._('Board')}</option>
                <option value="scholar">{i18n._('Scholar')}</option>
              </Select>
            </Field>
            <Field label={i18n._('Name')} error={errorOf(`people.${index}.name`)}>
              <Input value={person.name} onChange={(e) => setPerson(index, { name: e.target.value })} />
            </Field>
            <Field label={i18n._('Role')} error={errorOf(`people.${index}.role`)}>
              <Input value={person.role} onChange={(e) => setPerson(index, { role: e.target.value })} />
            </Field>
            <Button type="button" variant="outline" onClick={() => setPeople((current) => current.filter((_, i) => i !== index))}>
              {i18n._('Remove {name}', { name: person.name || i18n._('this person') })}
            </Button>
          </div>
        ))}
        {people.length < MAX_PEOPLE && (
          <Button type="button" variant="outline" onClick={() => setPeople((current) => [...current, { group: 'board', name: '', role: '' }])}>
            {i18n._('Add a person')}
          </Button>
        )}
      </fieldset>

      <Button type="submit" disabled={save.isPending}>{save.isPending ? i18n._('Saving...') : i18n._('Save organisation profile')}</Button>
    </form>
  );
}
