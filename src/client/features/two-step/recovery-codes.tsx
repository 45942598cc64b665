import { useLingui } from '@lingui/react';
import { Copy, Download } from 'lucide-react';
import type { I18n } from '@lingui/core';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { copyText } from '../../lib/clipboard';

const FILE_NAME = 'riba-free-recovery-codes.txt';

function download(i18n: I18n, codes: string[]) {
  const heading = [i18n._('Riba-Free Community recovery codes'), i18n._('Each code works once, when you cannot use your authenticator app.')];
  const text = `${heading.join('\n')}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/** The new recovery codes, shown this one time, with ways to keep them. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-4">
      <Notice tone="warning" title={i18n._('Save these recovery codes now')}>
        {i18n._('If you lose your phone, each code lets you sign in once. We will not show them again.')}
      </Notice>
      <ol aria-label={i18n._('Recovery codes')} className="grid grid-cols-1 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-base min-[360px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code" className="text-center text-slate-900">{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={async () => {
            if (await copyText(codes.join('\n'))) toast.success(i18n._('Recovery codes copied'));
            else toast.error(i18n._('Your browser did not allow copying. Please download them or write them down.'));
          }}
        >
          <Copy aria-hidden className="h-4 w-4" />{i18n._('Copy codes')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => download(i18n, codes)}>
          <Download aria-hidden className="h-4 w-4" />{i18n._('Download codes')}
        </Button>
      </div>
    </div>
  );
}
