import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { AdminSubscription } from '../../../shared/api';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { LedgerRows } from './ledger-rows';
import { RecordPaymentDialog } from './record-payment-dialog';

/** The money behind one pledge: its member's ledger rows, paged, and a payment recorded for them. */
export function PledgeLedgerDialog({ subscription, onClose }: { subscription: AdminSubscription; onClose: () => void }) {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [recording, setRecording] = useState(false);
  if (recording) return <RecordPaymentDialog member={subscription.email} onClose={() => setRecording(false)} />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} size="lg" title={i18n._('Payments of {name}', { name: subscription.full_name })} description={subscription.email}>
      <div className="space-y-4">
        <Button variant="secondary" size="sm" onClick={() => setRecording(true)}>{i18n._('Record a payment')}</Button>
        <LedgerRows filters={{ member_id: subscription.user_id, page }} onPage={setPage} label={i18n._('Ledger entries of {name}, newest first', { name: subscription.full_name })} />
      </div>
    </Dialog>
  );
}
