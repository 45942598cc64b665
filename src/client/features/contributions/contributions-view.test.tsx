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

const USD = { currency: 'USD' as const, contributed_cents: 1000, fees_cents: 59, refunds_cents: 0 };
const empty: MyContributions = { processing: [], year: 2026, years: [2026], months: [], totals: [] };
const withMoney: MyContributions = {
  ...empty,
  months: [{
    month: '2026-03', totals: [USD],
    lines: [{ id: 'l1', month: '2026-03', kind: 'contribution', counts_as: 'contribution', amount_cents: 1000, currency: 'USD', reference: null, method: null, corrected: false, receipt_code: null, created_at: '2026-03-15T10:00:00Z' }],
  }],
  totals: [USD],
};

describe('the yearly giving statement', () => {
  it('is not offered for a year without any contribution', async () => {
    fakeApi({ [`GET ${CONTRIBUTIONS_API.mine}`]: { body: empty } });
    renderApp(<ContributionsView year={2026} onYearChange={() => {}} />, { path: '/dashboard/contributions' });
    expect(await screen.findByTestId('no-statement')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download my 2026 statement/ })).toBeNull();
  });

  it('is offered once the year holds a contribution', async () => {
    fakeApi({ [`GET ${CONTRIBUTIONS_API.mine}`]: { body: withMoney } });
    renderApp(<ContributionsView year={2026} onYearChange={() => {}} />, { path: '/dashboard/contributions' });
    expect((await screen.findByRole('link', { name: /Download my 2026 statement/ })).getAttribute('href')).toBe(CONTRIBUTIONS_API.myStatement(2026));
  });
});
