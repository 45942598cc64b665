import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { CONTRIBUTIONS_API, type MyContributions } from '../../../shared/contributions-api';
import { ContributionsView } from './contributions-view';

const settling: MyContributions = {
  processing: [{ month: '2026-10', amount_cents: 1000, currency: 'USD', method_type: 'us_bank_account', billing_date: '2026-10-15', expected_by: '2026-10-22' }],
  year: 2026,
  years: [2026],
  months: [],
  totals: [],
};

describe('My contributions while a bank debit settles', () => {
  it('shows the debit at once with the day it should settle by, instead of saying nothing was recorded', async () => {
    fakeApi({ [`GET ${CONTRIBUTIONS_API.mine}`]: { body: settling } });
    renderApp(<ContributionsView year={2026} onYearChange={() => undefined} />);
    const processing = await screen.findByTestId('processing-charges');
    expect(processing.textContent).toContain('$10.00 for October 2026 by Bank debit (ACH): processing, expected to settle by Oct 22, 2026.');
    expect(screen.queryByText('No contributions were recorded for you in 2026.')).toBeNull();
  });

  it('says nothing was recorded when nothing is settling either', async () => {
    fakeApi({ [`GET ${CONTRIBUTIONS_API.mine}`]: { body: { ...settling, processing: [] } } });
    renderApp(<ContributionsView year={2026} onYearChange={() => undefined} />);
    expect(await screen.findByText('No contributions were recorded for you in 2026.')).toBeTruthy();
    expect(screen.queryByTestId('processing-charges')).toBeNull();
  });
});
