import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { type DesignationKind, designationKindOf } from '../../../shared/domain/zakat';
import type { PledgeActionResult } from '../../../shared/pledge-manage-api';
import { ZAKAT_MESSAGES } from '../../../shared/schemas/zakat';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { TextLink } from '../../components/ui/text-link';
import { translateKnown } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';

/** How a member's choice reads: all zakat, all sadaqah, or the split. */
export function useDesignationLabel() {
  const { i18n } = useLingui();
  return (zakatPercent: number) => {
    const kind = designationKindOf(zakatPercent);
    if (kind === 'zakat') return i18n._('All zakat');
    if (kind === 'sadaqah') return i18n._('All sadaqah');
    return i18n._('{zakat}% zakat, {sadaqah}% sadaqah', { zakat: zakatPercent, sadaqah: 100 - zakatPercent });
  };
}

/** The dialog in which a member chooses how much of each contribution is zakat. */
export function ZakatChoiceDialog({ open, onOpenChange, zakatPercent, changeDesignation }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  zakatPercent: number;
  changeDesignation: (zakatPercent: number) => Promise<PledgeActionResult>;
}) {
  const { i18n } = useLingui();
  const [kind, setKind] = useState<DesignationKind>(designationKindOf(zakatPercent));
  const [split, setSplit] = useState(String(kind === 'split' ? zakatPercent : 50));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options: { value: DesignationKind; label: string }[] = [
    { value: 'sadaqah', label: i18n._('Sadaqah: a voluntary gift, shared with anyone waiting for help') },
    { value: 'zakat', label: i18n._('Zakat: given only to applications a reviewer found eligible for zakat') },
    { value: 'split', label: i18n._('Part zakat, part sadaqah') },
  ];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const percent = kind === 'zakat' ? 100 : kind === 'sadaqah' ? 0 : Number(split.trim());
    if (!/^\d{1,3}$/.test(split.trim()) && kind === 'split') return setError(translateKnown(i18n, ZAKAT_MESSAGES.percent));
    if (!Number.isInteger(percent) || percent < 0 || percent > 100) return setError(translateKnown(i18n, ZAKAT_MESSAGES.percent));
    setBusy(true);
    try {
      toast.success(translateKnown(i18n, (await changeDesignation(percent)).message));
      onOpenChange(false);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(translateKnown(i18n, err.fields.zakat_percent ?? err.message));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={i18n._('Zakat or sadaqah')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">
          {i18n._('Zakat is kept apart from sadaqah: it reaches only families eligible for zakat, and never pays our operating costs, which come from sadaqah alone. Your choice applies from your next charge.')}{' '}
          <TextLink to="/shariah-compliance">{i18n._('How we keep zakat apart')}</TextLink>
        </p>
        <fieldset className="space-y-2">
          <legend className="sr-only">{i18n._('Zakat or sadaqah')}</legend>
          {options.map((o) => (
            <label key={o.value} className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-700">
              <input type="radio" name="designation" value={o.value} checked={kind === o.value} onChange={() => { setKind(o.value); setError(null); }} className="mt-1 h-4 w-4 shrink-0 accent-brand-800" />
              <span>{o.label}</span>
            </label>
          ))}
        </fieldset>
        {kind === 'split' && (
          <Field label={i18n._('Share given as zakat (%)')} error={error ?? undefined} hint={i18n._('The rest is sadaqah. Zakat is rounded down to the cent; the odd cent goes to sadaqah.')}>
            <Input inputMode="numeric" autoComplete="off" className="max-w-24" value={split} onChange={(e) => setSplit(e.target.value)} />
          </Field>
        )}
        {kind !== 'split' && error && <p role="alert" className="text-sm text-red-800">{error}</p>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>{i18n._('Cancel')}</Button>
          <Button type="submit" disabled={busy}>{busy ? i18n._('Working...') : i18n._('Save my choice')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
