import { useLingui } from '@lingui/react';
import { Download, UserX } from 'lucide-react';
import { useState } from 'react';
import { API } from '../../../shared/api';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { CloseAccountDialog } from './close-account-dialog';

/** The member's own controls over what we hold: a copy of it, or closing the account. */
export function MyDataCard({ isAdmin }: { isAdmin: boolean }) {
  const { i18n } = useLingui();
  const [closing, setClosing] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._('Your data')}</CardTitle>
        <CardDescription>{i18n._('See everything we hold about you, or close your account.')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {/* A plain link: the browser saves the file the server sends, with the session cookie it already has. */}
        <Button asChild variant="outline">
          <a href={API.myData} download>
            <Download aria-hidden className="h-4 w-4" />{i18n._('Download my data')}
          </a>
        </Button>
        <Button variant="destructiveOutline" onClick={() => setClosing(true)}>
          <UserX aria-hidden className="h-4 w-4" />{i18n._('Close my account')}
        </Button>
      </CardContent>
      {closing && <CloseAccountDialog isAdmin={isAdmin} open onOpenChange={setClosing} />}
    </Card>
  );
}
