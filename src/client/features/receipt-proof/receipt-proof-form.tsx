import { useLingui } from '@lingui/react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { normalizeReceiptCode } from '../../../shared/domain/receipt-proof';
import { RECEIPT_PROOF_MESSAGES } from '../../../shared/schemas/receipt-proof';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { translateKnown } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { type CheckedProof, useReceiptProof } from './api';

/**
 * The member pastes a receipt code; the proof comes back and is checked in this browser. A code that
 * comes with the address (the "Check it is counted" link) is checked at once, once.
 */
export function ReceiptProofForm({ initialCode }: { initialCode: string }) {
  const { i18n } = useLingui();
  const [code, setCode] = useState(initialCode);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const proof = useReceiptProof();
  const checkedOnArrival = useRef(false);
  const { mutate } = proof;

  useEffect(() => {
    if (checkedOnArrival.current || !normalizeReceiptCode(initialCode)) return;
    checkedOnArrival.current = true;
    mutate(initialCode);
  }, [initialCode, mutate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!normalizeReceiptCode(code)) {
      setFieldError(RECEIPT_PROOF_MESSAGES.codeInvalid);
      return;
    }
    setFieldError(undefined);
    proof.mutate(code);
  };

  const serverError = proof.error instanceof ApiError ? proof.error : undefined;
  return (
    <div className="space-y-6">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Field label={i18n._('Receipt code')} error={fieldError ?? serverError?.fields.code} hint={i18n._('Printed on your receipt e-mail and on your contributions page.')} className="grow">
          <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" spellCheck={false} className="font-mono" dir="ltr" />
        </Field>
        <Button type="submit" disabled={proof.isPending}>{proof.isPending ? i18n._('Checking…') : i18n._('Check my receipt')}</Button>
      </form>
      {proof.isError && !serverError?.fields.code && (
        <Notice tone="error" title={i18n._('This receipt could not be checked')} live>{translateKnown(i18n, proof.error.message)}</Notice>
      )}
      {proof.data && <ProofResult result={proof.data} />}
    </div>
  );
}

/** The plain answer first; the proof, for whoever wants to check the checking, folded below it. */
function ProofResult({ result: { proof, verified } }: { result: CheckedProof }) {
  const { i18n } = useLingui();
  const money = formatMoney(proof.leaf.amount_cents, proof.leaf.currency === 'CAD' ? 'CAD' : 'USD');
  const month = formatMonth(proof.leaf.month);
  return (
    <section aria-labelledby="proof-heading" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="receipt-proof">
      <h2 id="proof-heading" className="flex items-center gap-2 text-xl font-semibold">
        {verified ? <CheckCircle2 aria-hidden className="h-6 w-6 shrink-0 text-brand-700" /> : <XCircle aria-hidden className="h-6 w-6 shrink-0 text-red-700" />}
        {verified
          ? i18n._('Your {amount} of {month} is counted in the published total.', { amount: money, month })
          : i18n._('The proof did not lead to the published root. Please write to us through the contact page.')}
      </h2>
      {verified && <p className="text-slate-700">{i18n._('Your own browser did the check, so you do not have to take our word for it. Nobody learns who you are from it.')}</p>}
      {proof.open && <Notice tone="info">{i18n._('This month is still open: its total grows as contributions arrive, and the final one is published when the month ends.')}</Notice>}
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer font-medium text-brand-800">{i18n._('How it was checked (technical proof)')}</summary>
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">
            {i18n._('Your browser recomputed the root below from your receipt and {steps} sibling hashes, with its own SHA-256: you do not have to take our word for it.', { steps: proof.path.length })}
          </p>
          <dl className="grid gap-2 text-sm">
            <Row label={i18n._('Month')} value={month} />
            <Row label={i18n._('Receipts in the month')} value={String(proof.receipts)} />
            <Row label={i18n._('Your leaf')} value={proof.leaf_hash} mono />
            <Row label={i18n._('Published root')} value={proof.root} mono />
          </dl>
          {proof.path.length > 0 && (
            <ol className="space-y-1 text-xs" dir="ltr" aria-label={i18n._('The path of sibling hashes')}>
              {proof.path.map((step, i) => (
                <li key={`${i}-${step.hash}`} className="break-all font-mono">{step.side === 'left' ? 'L' : 'R'} {step.hash}</li>
              ))}
            </ol>
          )}
        </div>
      </details>
    </section>
  );
}

function Row({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-slate-800">{label}</dt>
      <dd className={mono ? 'break-all font-mono text-xs text-slate-700' : 'text-slate-700'} dir={mono ? 'ltr' : undefined}>{value}</dd>
    </div>
  );
}
