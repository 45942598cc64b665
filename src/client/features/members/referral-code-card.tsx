import { useLingui } from '@lingui/react';
import { Copy } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { copyReferralLink } from '../ambassador/share-link';

/** The link the Ambassador page shares: the site's home with the code, which sign-up then keeps. */
const referralLinkFor = (code: string, origin: string) => `${origin}/?ref=${encodeURIComponent(code)}`;

/** The code is shown; the button copies the whole link, which is what a friend can open. */
export function ReferralCode({ code }: { code: string }) {
  const { i18n } = useLingui();
  return (
    <div className="flex items-center gap-2">
      <span className="select-all font-mono text-2xl font-bold tracking-widest text-slate-900" data-testid="referral-code">{code}</span>
      <Button variant="ghost" size="icon" onClick={() => void copyReferralLink(referralLinkFor(code, window.location.origin))} aria-label={i18n._('Copy referral link')}>
        <Copy aria-hidden className="h-5 w-5" />
      </Button>
    </div>
  );
}
