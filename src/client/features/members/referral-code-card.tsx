import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { copyText } from '../../lib/clipboard';

export function ReferralCode({ code }: { code: string }) {
  const copy = async () => {
    if (await copyText(code)) toast.success('Referral code copied to clipboard!');
    else toast.error('Could not copy. Please select the code and copy it by hand.');
  };
  return (
    <div className="flex items-center gap-2">
      <span className="select-all font-mono text-2xl font-bold tracking-widest text-slate-900" data-testid="referral-code">{code}</span>
      <Button variant="ghost" size="icon" onClick={copy} aria-label="Copy referral code">
        <Copy aria-hidden className="h-5 w-5" />
      </Button>
    </div>
  );
}
