import { useLingui } from '@lingui/react';
import { WifiOff } from 'lucide-react';
import { useOnline } from '../../lib/use-online';

/**
 * Tells the person when the browser has lost the network, and goes away when it is back. The live
 * region is always in the page so that screen readers announce the change.
 */
export function OfflineNotice() {
  const { i18n } = useLingui();
  const online = useOnline();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {!online && (
        <p className="pointer-events-auto flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg" data-testid="offline-notice">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {i18n._('You are offline. Pages you have already read still open; anything you send will need the connection back.')}
        </p>
      )}
    </div>
  );
}
