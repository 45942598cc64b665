import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router';
import { PRIVACY_MESSAGES } from '../../../shared/privacy-messages';
import { Notice } from '../../components/ui/notice';
import { translateKnown } from '../../i18n/i18n';

/** Router state set by the closing dialog: the notice shows once, on the page the person lands on. */
export const ACCOUNT_CLOSED_STATE = { accountClosed: true } as const;

export function AccountClosedNotice() {
  const { i18n } = useLingui();
  const state = useLocation().state as Partial<typeof ACCOUNT_CLOSED_STATE> | null;
  if (!state?.accountClosed) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6">
      <Notice title={translateKnown(i18n, PRIVACY_MESSAGES.closed)} live>
        {i18n._('Thank you for having been part of the community. You are signed out, and you are always welcome to join again.')}
      </Notice>
    </div>
  );
}
