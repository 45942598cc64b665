import { Copy, Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { copyText } from '../../lib/clipboard';

const FILE_NAME = 'riba-free-recovery-codes.txt';

function download(codes: string[]) {
  const text = `Riba-Free Community recovery codes\nEach code works once, when you cannot use your authenticator app.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/** The new recovery codes, shown this one time, with ways to keep them. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-4">
      <Notice tone="warning" title="Save these recovery codes now">
        If you lose your phone, each code lets you sign in once. We will not show them again.
      </Notice>
      <ol aria-label="Recovery codes" className="grid grid-cols-1 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-base min-[360px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code" className="text-center text-slate-900">{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={async () => {
            if (await copyText(codes.join('\n'))) toast.success('Recovery codes copied');
            else toast.error('Your browser did not allow copying. Please download them or write them down.');
          }}
        >
          <Copy aria-hidden className="h-4 w-4" />Copy codes
        </Button>
        <Button variant="outline" size="sm" onClick={() => download(codes)}>
          <Download aria-hidden className="h-4 w-4" />Download codes
        </Button>
      </div>
    </div>
  );
}
