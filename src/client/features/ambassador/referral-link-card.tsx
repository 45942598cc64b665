import { Trans, useLingui } from '@lingui/react';
import { Copy, Share2 } from 'lucide-react';
import type { FocusEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { copyReferralLink, shareReferralLink } from './share-link';

// Selecting the whole link on focus lets people copy it by hand where the clipboard is blocked.
const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();

export function ReferralLinkCard({ link, code }: { link: string; code: string }) {
  const { i18n } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{i18n._('Share your link')}</CardTitle>
        <CardDescription>
          <Trans
            id="Anyone who opens it and signs up is linked to you. It carries your referral code, <0>{code}</0>."
            values={{ code }}
            components={{ 0: <span dir="ltr" className="font-mono font-semibold tracking-wider text-slate-900" /> }}
          />
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 md:flex-row md:items-end">
        <Field label={i18n._('Your referral link')} className="min-w-0 flex-1">
          <Input readOnly value={link} onFocus={selectAll} className="font-mono text-sm" data-testid="referral-link" />
        </Field>
        <div className="grid grid-cols-2 gap-3 md:flex">
          <Button onClick={() => void copyReferralLink(link)}>
            <Copy aria-hidden className="h-4 w-4" />
            {i18n._('Copy Link')}
          </Button>
          <Button variant="outline" onClick={() => void shareReferralLink(link)}>
            <Share2 aria-hidden className="h-4 w-4" />
            {i18n._('Share')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
