import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { API, type MeResponse } from '../../../shared/api';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { api } from '../../lib/api';
import { meQuery } from './use-me';

/** Whether we e-mail the member about their applications and reviews; account safety messages always go. */
export function EmailUpdatesCard({ enabled }: { enabled: boolean }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  // Shown at once, as a checkbox should be; put back if the server refuses.
  const [checked, setChecked] = useState(enabled);
  const id = useId();
  const change = async (next: boolean) => {
    setChecked(next);
    setSaving(true);
    try {
      const updated = await api<MeResponse>(API.myEmailUpdates, { method: 'PUT', body: { enabled: next } });
      queryClient.setQueryData(meQuery.queryKey, updated);
      toast.success(next ? i18n._('You will get e-mails about your applications and reviews.') : i18n._('You will no longer get e-mails about your applications and reviews.'));
    } catch (err) {
      setChecked(!next);
      toast.error(i18n._('Could not save your choice'), { description: err instanceof Error ? err.message : undefined });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card id="email-updates">
      <CardHeader>
        <CardTitle>{i18n._('E-mails from us')}</CardTitle>
        <CardDescription>{i18n._('Messages about your password, your phone number and closing your account always reach you.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            checked={checked}
            disabled={saving}
            onChange={(e) => void change(e.target.checked)}
          />
          <label htmlFor={id} className="text-slate-800">
            {i18n._('E-mail me about my applications and reviews')}
            <span className="block text-sm text-slate-600">{i18n._('When an application is received or decided, and when a review is published or not.')}</span>
          </label>
        </div>
      </CardContent>
    </Card>
  );
}
