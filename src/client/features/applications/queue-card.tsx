import { useQueryClient } from '@tanstack/react-query';
import { ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { API, type MessageResponse } from '../../../shared/api';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { api } from '../../lib/api';
import { beneficiaryStatusKey, useBeneficiaryStatus } from './use-applications';

/** Where an approved member stands in the first-come, first-served queue, with the move-down choice. */
export function QueueCard() {
  const queryClient = useQueryClient();
  const status = useBeneficiaryStatus();
  const [busy, setBusy] = useState(false);
  if (status.isPending) return <p role="status" className="text-slate-600">Loading your place in the queue...</p>;
  const waiting = status.data?.waiting;
  if (!waiting) {
    return (
      <Card>
        <CardContent className="pt-5 text-slate-700 sm:pt-6">
          You are not in the queue. Once an application is approved you will see your place here.
        </CardContent>
      </Card>
    );
  }
  const toggle = async () => {
    setBusy(true);
    try {
      const result = await api<MessageResponse>(API.moveDown(waiting.application_id), { method: 'PUT', body: { move_down: !waiting.move_down } });
      toast.success(result.message);
      await queryClient.invalidateQueries({ queryKey: beneficiaryStatusKey });
    } catch (err) {
      toast.error('Could not change your place', { description: err instanceof Error ? err.message : undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="border-brand-200">
      <CardHeader className="flex flex-row items-center gap-3">
        <ListOrdered aria-hidden className="h-6 w-6 text-brand-700" />
        <CardTitle>Your place in the queue</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-lg text-slate-800" data-testid="queue-position">
          You are number <strong className="text-2xl">{waiting.position}</strong> of {waiting.waiting_total} approved members waiting.
        </p>
        <p className="text-sm text-slate-700">
          Help is given in the order members subscribed. If others need it more urgently than you, you may ask to be moved
          down the list; you can undo this at any time before you receive your share.
        </p>
        <Button variant={waiting.move_down ? 'primary' : 'outline'} onClick={() => void toggle()} disabled={busy} aria-pressed={waiting.move_down}>
          {waiting.move_down ? 'Undo: return to my place' : 'Move me down the list'}
        </Button>
      </CardContent>
    </Card>
  );
}
