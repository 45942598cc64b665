import { Trans, useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { ListOrdered } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from '../../lib/toast';
import { API, type MessageResponse } from '../../../shared/api';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { translateKnown } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { formatCount } from '../../lib/format';
import { beneficiaryStatusKey, useBeneficiaryStatus } from './use-applications';

/** Where an approved member stands in the first-come, first-served queue, with the move-down choice; `children` follow the place. */
export function QueueCard({ children }: { children?: ReactNode }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const status = useBeneficiaryStatus();
  const [busy, setBusy] = useState(false);
  if (status.isPending) return <p role="status" className="text-slate-600">{i18n._('Loading your place in the queue...')}</p>;
  const waiting = status.data?.waiting;
  if (!waiting) {
    return (
      <Card>
        <CardContent className="pt-5 text-slate-700 sm:pt-6">
          {status.data?.open?.state === 'under_review'
            ? i18n._('You are not in the queue. Once an application is approved you will see your place here.')
            : // Also what a member reads once paid: their share has taken them out of the queue.
              i18n._('You are not waiting in the queue. When an application of yours is approved, your place shows here until its share is paid.')}
        </CardContent>
      </Card>
    );
  }
  const toggle = async () => {
    setBusy(true);
    try {
      const result = await api<MessageResponse>(API.moveDown(waiting.application_id), { method: 'PUT', body: { move_down: !waiting.move_down } });
      toast.success(translateKnown(i18n, result.message));
      // The whole beneficiary area: whatever the screen shows beside the place follows it.
      await queryClient.invalidateQueries({ queryKey: beneficiaryStatusKey.slice(0, 1) });
    } catch (err) {
      toast.error(i18n._('Could not change your place'), { description: err instanceof Error ? translateKnown(i18n, err.message) : undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="border-brand-200">
      <CardHeader className="flex flex-row items-center gap-3">
        <ListOrdered aria-hidden className="h-6 w-6 text-brand-700" />
        <CardTitle>{i18n._('Your place in the queue')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-lg text-slate-800" data-testid="queue-position">
          <Trans
            id="You are number <0>{position}</0> of {total} approved members waiting."
            values={{ position: formatCount(waiting.position), total: formatCount(waiting.waiting_total) }}
            components={{ 0: <strong className="text-2xl" /> }}
          />
        </p>
        {children}
        <p className="text-sm text-slate-700">
          {i18n._('Help is given in the order members subscribed. If others need it more urgently than you, you may ask to be moved down the list; you can undo this at any time before you receive your share.')}
        </p>
        <Button variant={waiting.move_down ? 'primary' : 'outline'} onClick={() => void toggle()} disabled={busy} aria-pressed={waiting.move_down}>
          {waiting.move_down ? i18n._('Undo: return to my place') : i18n._('Move me down the list')}
        </Button>
      </CardContent>
    </Card>
  );
}
