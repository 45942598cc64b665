import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { DEFAULT_GOAL } from '../../../shared/domain/stats';
import { type GoalSettings, goalSettingsSchema, MAX_GOAL, SETTINGS_MESSAGES } from '../../../shared/schemas/settings';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { translateKnown } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { formatCount } from '../../lib/format';
import { useSaveGoal } from './api';

/** The number of verified members that starts Phase 2. */
export function GoalForm({ goal }: { goal: number }) {
  const { i18n } = useLingui();
  const save = useSaveGoal();
  const { register, handleSubmit, setError, reset, control, formState } = useForm<GoalSettings>({
    resolver: zodResolver(goalSettingsSchema),
    defaultValues: { goal },
  });
  const { errors, isSubmitting, isDirty } = formState;
  // A number field shows no thousands separators; reading it back grouped catches a missing zero.
  const typed = useWatch({ control, name: 'goal' });
  const range = i18n._('A whole number from 1 to {max}; the usual goal is {usual}.', { max: formatCount(MAX_GOAL), usual: formatCount(DEFAULT_GOAL) });
  const hint = Number.isSafeInteger(typed) && typed > 0 ? i18n._('Reads as {count}. {range}', { count: formatCount(typed), range }) : range;

  const onSubmit = async (settings: GoalSettings) => {
    try {
      const saved = await save.mutateAsync(settings);
      reset(saved);
      toast.success(i18n._(SETTINGS_MESSAGES.saved), { description: i18n._('Phase 2 will be ready at {count} verified members.', { count: formatCount(saved.goal) }) });
    } catch (err) {
      if (err instanceof ApiError && err.fields.goal) setError('goal', { message: err.fields.goal });
      toast.error(i18n._(SETTINGS_MESSAGES.saveFailed), { description: err instanceof Error ? translateKnown(i18n, err.message) : String(err) });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={i18n._('Subscriber goal')}>
      <Field
        label={i18n._('Verified members needed')}
        error={errors.goal?.message}
        hint={hint}
      >
        <Input type="number" inputMode="numeric" step="1" min="1" max={MAX_GOAL} className="max-w-xs" {...register('goal', { valueAsNumber: true })} />
      </Field>
      <Button type="submit" disabled={isSubmitting || !isDirty}>{isSubmitting ? i18n._('Saving...') : i18n._('Save goal')}</Button>
    </form>
  );
}
