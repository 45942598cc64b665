import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { dollarsToCents } from '../../../shared/domain/money';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { translateKnown } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';

/** One limit: a whole count or an amount typed in dollars and kept in cents; empty means no limit. */
export interface LimitField<K extends string> {
  key: K;
  label: string;
  hint: string;
  money: boolean;
  /** Shown (translated) when the text is not a whole number, or not an amount for money. */
  invalid: string;
}

type Limits<K extends string> = Record<K, number | null>;

interface LimitsFormProps<K extends string> {
  limits: Limits<K>;
  fields: LimitField<K>[];
  label: string;
  submitLabel: string;
  messages: { saved: string; saveFailed: string };
  save: (next: Limits<K>) => Promise<Limits<K>>;
  saving: boolean;
}

const textOf = (value: number | null, money: boolean) => (value === null ? '' : money ? (value / 100).toFixed(2) : String(value));

/** A settings form of optional limits, checked as typed before the server checks them again. */
export function LimitsForm<K extends string>({ limits, fields, label, submitLabel, messages, save, saving }: LimitsFormProps<K>) {
  const { i18n } = useLingui();
  const textsOf = (values: Limits<K>) => Object.fromEntries(fields.map((f) => [f.key, textOf(values[f.key], f.money)])) as Record<K, string>;
  const [texts, setTexts] = useState(() => textsOf(limits));
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const dirty = fields.some((f) => texts[f.key] !== textOf(limits[f.key], f.money));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<K, string>> = {};
    const next = { ...limits };
    for (const f of fields) {
      const text = texts[f.key].trim();
      const value = text === '' ? null : f.money ? dollarsToCents(text) : /^\d+$/.test(text) ? Number(text) : null;
      if (text !== '' && value === null) found[f.key] = f.invalid;
      next[f.key] = value;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save(next);
      setTexts(textsOf(saved));
      toast.success(i18n._(messages.saved));
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields as Partial<Record<K, string>>);
      toast.error(i18n._(messages.saveFailed), { description: err instanceof Error ? translateKnown(i18n, err.message) : String(err) });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={label}>
      {fields.map((f) => (
        <Field key={f.key} label={f.label} optional error={errors[f.key] ? translateKnown(i18n, errors[f.key] as string) : undefined} hint={f.hint}>
          <Input
            inputMode={f.money ? 'decimal' : 'numeric'}
            className="max-w-xs"
            value={texts[f.key]}
            onChange={(e) => setTexts((current) => ({ ...current, [f.key]: e.target.value }))}
          />
        </Field>
      ))}
      <Button type="submit" disabled={saving || !dirty}>{saving ? i18n._('Saving...') : submitLabel}</Button>
    </form>
  );
}
