import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { DEFAULT_GOAL } from '../../../shared/domain/stats';
import { type GoalSettings, goalSettingsSchema, MAX_GOAL, SETTINGS_MESSAGES } from '../../../shared/schemas/settings';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { ApiError } from '../../lib/api';
import { formatCount } from '../../lib/format';
import { useSaveGoal } from './api';

/** The number of verified members that starts Phase 2. */
export function GoalForm({ goal }: { goal: number }) {
  const save = useSaveGoal();
  const { register, handleSubmit, setError, reset, control, formState } = useForm<GoalSettings>({
    resolver: zodResolver(goalSettingsSchema),
    defaultValues: { goal },
  });
  const { errors, isSubmitting, isDirty } = formState;
  // A number field shows no thousands separators; reading it back grouped catches a missing zero.
  const typed = useWatch({ control, name: 'goal' });
  const readBack = Number.isSafeInteger(typed) && typed > 0 ? `Reads as ${formatCount(typed)}. ` : '';

  const onSubmit = async (settings: GoalSettings) => {
    try {
      const saved = await save.mutateAsync(settings);
      reset(saved);
      toast.success(SETTINGS_MESSAGES.saved, { description: `Phase 2 now begins at ${formatCount(saved.goal)} verified members.` });
    } catch (err) {
      if (err instanceof ApiError && err.fields.goal) setError('goal', { message: err.fields.goal });
      toast.error(SETTINGS_MESSAGES.saveFailed, { description: err instanceof Error ? err.message : String(err) });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label="Subscriber goal">
      <Field
        label="Verified members needed"
        error={errors.goal?.message}
        hint={`${readBack}A whole number from 1 to ${formatCount(MAX_GOAL)}; the usual goal is ${formatCount(DEFAULT_GOAL)}.`}
      >
        <Input type="number" inputMode="numeric" step="1" min="1" max={MAX_GOAL} className="max-w-xs" {...register('goal', { valueAsNumber: true })} />
      </Field>
      <Button type="submit" disabled={isSubmitting || !isDirty}>{isSubmitting ? 'Saving...' : 'Save goal'}</Button>
    </form>
  );
}
