import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { fieldLabel, formatValue, labelOf, settingsGroupLabels } from './labels';

describe('audit values of ledger entries', () => {
  it('shows a CAD amount as Canadian dollars and any other amount in cents as US dollars', () => {
    expect(formatValue(i18n, 'amount_cad_cents', 2000)).toBe('CA$20.00');
    expect(formatValue(i18n, 'amount_cents', 2550)).toBe('$25.50');
    expect(fieldLabel(i18n, 'amount_cad_cents')).toBe('Amount received');
  });

  it('reads a kind and a payment method as the admin screens name them', () => {
    expect(formatValue(i18n, 'kind', 'recorded_payment')).toBe('Recorded payment');
    expect(formatValue(i18n, 'method', 'bank_transfer')).toBe('Bank transfer');
    expect(formatValue(i18n, 'status', 'cash')).toBe('cash');
  });
});

describe('audit entries of settings', () => {
  it('names the settings that changed and their fields through the catalog, not as stored', () => {
    const french = setupI18n({ locale: 'fr-CA', messages: { 'fr-CA': { 'Subscriber goal': 'Objectif d’abonnés', 'Ambassador goal': 'Objectif des ambassadeurs', Deadline: 'Date limite' } } });
    expect(labelOf(settingsGroupLabels(french), 'goal')).toBe('Objectif d’abonnés');
    expect(labelOf(settingsGroupLabels(french), 'campaign')).toBe('Objectif des ambassadeurs');
    expect(fieldLabel(french, 'ambassador_goal')).toBe('Objectif des ambassadeurs');
    expect(fieldLabel(french, 'ambassador_deadline')).toBe('Date limite');
  });
});

describe('audit entries of a phase switch', () => {
  it('reads the prepared and approved fields and statuses through the catalog', () => {
    const arabic = setupI18n({ locale: 'ar', messages: { ar: { 'Prepared by': 'أعدّه', Approved: 'معتمد', Phase: 'المرحلة', Prepared: 'مُعَدّ' } } });
    expect(fieldLabel(arabic, 'prepared_by')).toBe('أعدّه');
    expect(fieldLabel(arabic, 'phase')).toBe('المرحلة');
    expect(formatValue(arabic, 'status', 'approved')).toBe('معتمد');
    expect(formatValue(arabic, 'status', 'prepared')).toBe('مُعَدّ');
  });
});
