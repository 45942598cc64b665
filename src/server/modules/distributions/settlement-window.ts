import { monthLabel } from '../../../shared/domain/dates';
import { dateTimeFormat } from '../../../shared/i18n/intl-formats';
import { addDays } from '../charges/billing-calendar';

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/**
 * The day a charge still settling stops holding back its month's preparation: `businessDays` days
 * from Monday to Friday after its billing day (public holidays are not known here, which the
 * setting's default leaves room for). From that day on, money it brings goes to a later month.
 */
export function settlementWindowEnd(billingDate: string, businessDays: number): string {
  let day = billingDate;
  for (let left = businessDays; left > 0; ) {
    day = addDays(day, 1);
    if (!isWeekend(day)) left -= 1;
  }
  return day;
}

/** Charges of a month still settling, by billing day, as the charges table holds them. */
export interface SettlingCharges {
  billing_date: string;
  count: number;
}

/**
 * Why the month cannot be prepared yet, or null: charges for it that have neither settled nor failed
 * and whose settlement window is still running on `today`. Preparing becomes possible when the last
 * of them settles or fails, and at the latest when the last window ends.
 */
export function settlementRefusal(month: string, settling: SettlingCharges[], businessDays: number, today: string): string | null {
  const waiting = settling.map((s) => ({ ...s, until: settlementWindowEnd(s.billing_date, businessDays) })).filter((s) => s.until > today);
  if (waiting.length === 0) return null;
  const count = waiting.reduce((n, s) => n + s.count, 0);
  const until = waiting.map((s) => s.until).sort().at(-1)!;
  const date = dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${until}T00:00:00Z`));
  const charges = count === 1 ? '1 charge' : `${count} charges`;
  return `${charges} for ${monthLabel(month)} ${count === 1 ? 'is' : 'are'} still settling. ${monthLabel(month)} can be prepared once ${count === 1 ? 'it has' : 'they have'} settled or failed, and at the latest on ${date}.`;
}
