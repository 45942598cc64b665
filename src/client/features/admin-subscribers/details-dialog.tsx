import { useLingui } from '@lingui/react';
import { ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import type { SubscriberDetails } from '../../../shared/api';
import { SUBSCRIBER_MESSAGES } from '../../../shared/schemas/admin-subscribers';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { translateKnown } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { deleteErrorToast } from './delete-error';
import { PledgeSection, ProfileSection, RelatedSections } from './details-sections';
import { useDeleteSubscriber, useSetVerified, useSubscriberDetails } from './use-subscribers';

/** Everything about one member, with verify / unverify and delete. */
export function SubscriberDetailsDialog({ id, adminId, onClose }: { id: string | null; adminId: string; onClose: () => void }) {
  const { i18n } = useLingui();
  const query = useSubscriberDetails(id);
  const details = query.data;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()} title={details?.profile.full_name ?? i18n._('Subscriber details')} size="lg">
      {query.isPending ? (
        <Spinner label={i18n._('Loading details...')} />
      ) : query.isError ? (
        <Notice tone="error" title={translateKnown(i18n, SUBSCRIBER_MESSAGES.loadFailed)} live>{query.error.message}</Notice>
      ) : (
        <div className="space-y-5">
          {/* Verifying comes first, at hand without scrolling through a long record; deleting comes last, set apart. */}
          <VerifyAction profile={query.data.profile} />
          <ProfileSection profile={query.data.profile} isAdmin={query.data.is_admin} />
          <PledgeSection subscription={query.data.subscription} />
          <RelatedSections details={query.data} />
          <DangerZone details={query.data} isSelf={query.data.profile.id === adminId} onDeleted={onClose} />
        </div>
      )}
    </Dialog>
  );
}

function VerifyAction({ profile }: { profile: SubscriberDetails['profile'] }) {
  const { i18n } = useLingui();
  const setVerified = useSetVerified();

  const toggleVerified = () =>
    setVerified.mutate(
      { id: profile.id, verified: !profile.verified },
      {
        onSuccess: ({ verified }) => toast.success(verified ? i18n._('{name} is now verified', { name: profile.full_name }) : i18n._('{name} is now pending verification', { name: profile.full_name })),
        onError: (err) => {
          // Title 'Error' with the server's message, or our own when there is none.
          const message = err instanceof ApiError && err.status !== 0 ? err.message : translateKnown(i18n, SUBSCRIBER_MESSAGES.verifyFailed);
          toast.error(translateKnown(i18n, SUBSCRIBER_MESSAGES.verifyFailedTitle), { description: message });
        },
      },
    );

  return (
    <Button variant={profile.verified ? 'outline' : 'primary'} onClick={toggleVerified} disabled={setVerified.isPending}>
      {profile.verified ? <ShieldOff aria-hidden className="h-4 w-4" /> : <ShieldCheck aria-hidden className="h-4 w-4" />}
      {setVerified.isPending ? i18n._('Saving...') : profile.verified ? i18n._('Unverify') : i18n._('Verify')}
    </Button>
  );
}

/** Deleting, apart at the end and in a quiet style: it cannot be undone, so it is never the button the eye lands on. */
function DangerZone({ details, isSelf, onDeleted }: { details: SubscriberDetails; isSelf: boolean; onDeleted: () => void }) {
  const { i18n } = useLingui();
  const { profile } = details;
  const remove = useDeleteSubscriber();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(profile.id);
      toast.success(translateKnown(i18n, SUBSCRIBER_MESSAGES.deleted));
      onDeleted();
    } catch (err) {
      const { title, description } = deleteErrorToast(err);
      toast.error(translateKnown(i18n, title), description ? { description } : undefined);
    }
  };

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-red-200 p-4">
      <h3 id={titleId} className="font-semibold text-red-900">{i18n._('Danger zone')}</h3>
      <p className="mt-1 text-sm text-slate-700">{i18n._('Deleting a subscriber removes their account and data for good.')}</p>
      <div className="mt-3 flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
        <Button variant="destructiveOutline" size="sm" onClick={() => setConfirming(true)} disabled={isSelf} className="self-start">
          <Trash2 aria-hidden className="h-4 w-4" />
          {i18n._('Delete subscriber')}
        </Button>
        {isSelf && <p className="text-sm text-slate-600">{i18n._('This is your own account.')}</p>}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={translateKnown(i18n, SUBSCRIBER_MESSAGES.deleteConfirmTitle)}
        description={i18n._('{name} ({email}) will be removed for good: their account, their profile and all associated data, including the pledge, applications, reviews and referral links. Amounts already distributed stay in the financial records, without their name. This cannot be undone.', { name: profile.full_name, email: profile.email })}
        confirmLabel={i18n._('Delete subscriber')}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
