import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { API, type MeResponse } from '../../../shared/api';
import { DEFAULT_COUNTRY, type CountryCode, isCountryCode } from '../../../shared/domain/regions';
import { PROFILE_MESSAGES, type ProfileUpdate, profileUpdateSchema } from '../../../shared/schemas/profile';
import { LocationFields } from '../location/location-fields';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { api } from '../../lib/api';
import { translateKnown } from '../../i18n/i18n';
import { meQuery } from './use-me';

type ProfileForm = { full_name: string; city: string; country: CountryCode; state: string; postal_code?: string };

/** Name and location; the e-mail and birth date stay as registered. */
export function ProfileDialog({ profile, open, onOpenChange }: { profile: MeResponse['profile']; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const country = isCountryCode(profile.country) ? profile.country : DEFAULT_COUNTRY;
  const { register, handleSubmit, watch, setValue, formState } = useForm<ProfileForm, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    values: { full_name: profile.full_name, city: profile.city, country, state: profile.state, postal_code: profile.postal_code ?? '' },
  });
  const save = async (values: ProfileUpdate) => {
    try {
      const updated = await api<MeResponse>(API.myProfile, { method: 'PUT', body: values });
      queryClient.setQueryData(meQuery.queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: ['session'] });
      toast.success(translateKnown(i18n, PROFILE_MESSAGES.updated));
      onOpenChange(false);
    } catch (err) {
      toast.error(i18n._('Could not save your profile'), { description: err instanceof Error ? err.message : undefined });
    }
  };
  const errors = formState.errors;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={i18n._('Edit your profile')} description={i18n._('Your e-mail and date of birth cannot be changed here.')}>
      <form onSubmit={handleSubmit(save)} noValidate className="space-y-4" aria-label={i18n._('Edit your profile')}>
        <Field label={i18n._('Full name')} error={errors.full_name?.message}>
          <Input autoComplete="name" {...register('full_name')} />
        </Field>
        <LocationFields
          country={watch('country')}
          postalCodeOptional
          fields={{
            country: register('country', { onChange: () => { setValue('state', ''); setValue('postal_code', ''); } }),
            city: register('city'),
            state: register('state'),
            postalCode: register('postal_code'),
          }}
          errors={{ country: errors.country?.message, city: errors.city?.message, state: errors.state?.message, postalCode: errors.postal_code?.message }}
        />
        <Button type="submit" className="w-full" disabled={formState.isSubmitting}>{formState.isSubmitting ? i18n._('Saving...') : i18n._('Save changes')}</Button>
      </form>
    </Dialog>
  );
}
