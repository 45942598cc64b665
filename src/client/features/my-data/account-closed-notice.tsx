import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { PRIVACY_MESSAGES } from '../../../shared/privacy-messages';
import { Notice } from '../../components/ui/notice';
import { translateKnown } from '../../i18n/i18n';
import { takeReloadFlag } from '../../lib/after-reload';

/** Set by the closing dialog before it loads the home page: the notice shows once, there. */
export const ACCOUNT_CLOSED_FLAG = 'account-closed';

export function AccountClosedNotice() {
  const { i18n } = useLingui();
  // Read after hydration: the prerendered home page cannot know it, and must match it first.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (takeReloadFlag(ACCOUNT_CLOSED_FLAG)) setShown(true);
  }, []);
  if (!shown) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6">
      <Notice title={translateKnown(i18n, PRIVACY_MESSAGES.closed)} live>
        {i18n._('Thank you for having been part of the community. You are signed out, and you are always welcome to join again.')}
      </Notice>
    </div>
  );
}
