import { useLingui } from '@lingui/react';
import { BadgeCheck } from 'lucide-react';
import type { MonthSignatures as Signatures, Signature } from '../../../shared/oversight';
import { Badge } from '../../components/ui/badge';
import { formatDate } from '../../lib/format';

/**
 * Who has signed a closed month, in the order the signatures arrive: two admins close it, then the
 * Shariah board attests it and the auditor audits it. The badge names the furthest step reached.
 */
export function MonthSignatures({ signatures: s }: { signatures: Signatures }) {
  const { i18n } = useLingui();
  const states: Record<Signatures['state'], string> = {
    prepared: i18n._('Prepared'),
    approved: i18n._('Approved by two admins'),
    attested: i18n._('Attested by the Shariah board'),
    audited: i18n._('Audited'),
  };
  const line = (signature: Signature | null, named: string, unnamed: string) =>
    signature && (signature.name === null ? i18n._(unnamed, { date: formatDate(signature.at) }) : i18n._(named, { name: signature.name, date: formatDate(signature.at) }));
  const lines = [
    line(s.prepared, /*i18n*/ 'Prepared by {name} on {date}', /*i18n*/ 'Prepared on {date}'),
    line(s.approved, /*i18n*/ 'Approved by {name} on {date}', /*i18n*/ 'Approved on {date}'),
    line(s.shariah_board, /*i18n*/ 'Attested by {name} of the Shariah board on {date}', /*i18n*/ 'Attested by the Shariah board on {date}'),
    line(s.auditor, /*i18n*/ 'Audited by {name} on {date}', /*i18n*/ 'Audited on {date}'),
  ].filter((text): text is string => Boolean(text));
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3" data-testid="month-signatures">
      <Badge tone={s.state === 'audited' || s.state === 'attested' ? 'green' : 'gray'}>
        <BadgeCheck aria-hidden className="h-3.5 w-3.5" /> {states[s.state]}
      </Badge>
      <ul className="space-y-0.5 text-sm text-slate-700">
        {lines.map((text) => <li key={text}>{text}</li>)}
      </ul>
    </div>
  );
}
