import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import type { AdminSubscription } from '../../../shared/api';
import { SUBSCRIPTION_MESSAGES, SUBSCRIPTION_STATUSES, type SubscriptionUpdate, type SubscriptionUpdateInput, subscriptionUpdateSchema } from '../../../shared/schemas/subscriptions';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/inputs';
import { translateKnown } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { useUpdateSubscription } from './api';
import { STATUS_LABELS } from './status';

/** The admin's edit dialog: any status, an amount of at least 0 in cents, an optional next billing date. */
export function EditSubscriptionDialog({ subscription, onClose }: { subscription: AdminSubscription; onClose: () => void }) {
  const { i18n } = useLingui();
  const update = useUpdateSubscription();
  const { register, handleSubmit, setError, formState } = useForm<SubscriptionUpdateInput, unknown, SubscriptionUpdate>({
    resolver: zodResolver(subscriptionUpdateSchema),
    defaultValues: {
      status: subscription.status,
      monthly_amount: (subscription.monthly_amount_cents / 100).toFixed(2),
      next_billing_date: subscription.next_billing_date ?? '',
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (changes: SubscriptionUpdate) => {
    try {
      await update.mutateAsync({ id: subscription.id, changes });
      toast.success(translateKnown(i18n, SUBSCRIPTION_MESSAGES.updated));
      onClose();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // The server checks the same rules; when it names a field, show the message there too.
      if (err instanceof ApiError) {
        for (const [field, text] of Object.entries(err.fields)) {
          if (field in subscriptionUpdateSchema.shape) setError(field as keyof SubscriptionUpdateInput, { message: text });
        }
      }
      toast.error(translateKnown(i18n, SUBSCRIPTION_MESSAGES.updateFailed), { description: message });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={i18n._('Edit subscription')} description={`${subscription.full_name} · ${subscription.email}`}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={i18n._('Edit subscription')}>
        <Field label={i18n._('Status')} error={errors.status?.message}>
          <Select {...register('status')}>
            {SUBSCRIPTION_STATUSES.map((s) => (
              <option key={s} value={s}>{translateKnown(i18n, STATUS_LABELS[s])}</option>
            ))}
          </Select>
        </Field>
        <Field label={i18n._('Monthly amount (USD)')} error={errors.monthly_amount?.message} hint={i18n._('At least 0, in steps of 0.01')}>
          <Input type="number" inputMode="decimal" step="0.01" min="0" {...register('monthly_amount')} />
        </Field>
        <Field label={i18n._('Next billing date')} optional error={errors.next_billing_date?.message}>
          <Input type="date" {...register('next_billing_date')} />
        </Field>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>{i18n._('Cancel')}</Button>
          <Button type="submit" disabled={isSubmitting}>{isSubmitting ? i18n._('Saving...') : i18n._('Save changes')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
