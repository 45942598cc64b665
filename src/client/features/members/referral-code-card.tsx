import { useLingui } from '@lingui/react';
import { Copy } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { copyText } from '../../lib/clipboard';

export function ReferralCode({ code }: { code: string }) {
  const { i18n } = useLingui();
  const copy = async () => {
    if (await copyText(code)) toast.success(i18n._('Referral code copied to clipboard!'));
    else toast.error(i18n._('Could not copy. Please select the code and copy it by hand.'));
  };
  return (
    <div className="flex items-center gap-2">
      <span className="select-all font-mono text-2xl font-bold tracking-widest text-slate-900" data-testid="referral-code">{code}</span>
      <Button variant="ghost" size="icon" onClick={copy} aria-label={i18n._('Copy referral code')}>
        <Copy aria-hidden className="h-5 w-5" />
      </Button>
    </div>
  );
}
