import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { API } from '../../../shared/api';
import { formatDay, todayUtc, upcomingDeadline, type Campaign } from '../../../shared/domain/campaign';
import { type CampaignSettings, campaignSettingsSchema, MAX_AMBASSADOR_GOAL } from '../../../shared/schemas/settings';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { currentLocale, translateKnown } from '../../i18n/i18n';
import { ApiError, api } from '../../lib/api';
import { campaignQuery } from '../../lib/campaign';
import { formatCount } from '../../lib/format';

/** The ambassador goal and its deadline; the public pages read them on their next visit. */
export function CampaignForm({ campaign }: { campaign: Campaign }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (settings: CampaignSettings) => api<CampaignSettings>(API.adminCampaign, { method: 'PUT', body: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignQuery.queryKey }),
  });
  const { register, handleSubmit, setError, reset, formState } = useForm<CampaignSettings>({
    resolver: zodResolver(campaignSettingsSchema),
    defaultValues: { ambassador_goal: campaign.ambassador_goal, ambassador_deadline: campaign.ambassador_deadline },
  });
  const { errors, isSubmitting, isDirty } = formState;
  const passed = campaign.ambassador_deadline !== null && upcomingDeadline(campaign.ambassador_deadline, todayUtc()) === null;

  const onSubmit = async (settings: CampaignSettings) => {
    try {
      const saved = await save.mutateAsync(settings);
      reset(saved);
      toast.success(i18n._('Ambassador goal updated'));
    } catch (err) {
      if (err instanceof ApiError) {
        for (const field of ['ambassador_goal', 'ambassador_deadline'] as const) {
          const message = err.fields[field];
          if (message) setError(field, { message });
        }
      }
      toast.error(i18n._('Error updating the ambassador goal'), { description: err instanceof Error ? translateKnown(i18n, err.message) : String(err) });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={i18n._('Ambassador goal')}>
      <Field label={i18n._('Verified signups per ambassador')} error={errors.ambassador_goal?.message} hint={i18n._('A whole number from 1 to {max}.', { max: formatCount(MAX_AMBASSADOR_GOAL) })}>
        <Input type="number" inputMode="numeric" step="1" min="1" max={MAX_AMBASSADOR_GOAL} className="max-w-xs" {...register('ambassador_goal', { valueAsNumber: true })} />
      </Field>
      <Field
        label={i18n._('Deadline')}
        optional
        error={errors.ambassador_deadline?.message}
        hint={
          passed
            ? i18n._('The deadline of {date} has passed, so the pages show the goal without a date. Set a new one or leave it empty.', { date: formatDay(campaign.ambassador_deadline ?? '', currentLocale()) })
            : i18n._('The last day to reach the goal. Leave it empty for a goal without a date.')
        }
      >
        <Input type="date" className="max-w-xs" {...register('ambassador_deadline', { setValueAs: (value: string | null) => (value ? value : null) })} />
      </Field>
      <Button type="submit" disabled={isSubmitting || !isDirty}>{isSubmitting ? i18n._('Saving...') : i18n._('Save ambassador goal')}</Button>
    </form>
  );
}
