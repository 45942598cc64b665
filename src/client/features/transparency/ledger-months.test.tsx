import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { type MonthReport, REPORTS_API } from '../../../shared/reports-api';
import { LedgerMonths } from './ledger-months';

const month = (changes: Partial<MonthReport>): MonthReport => ({
  month: '2026-11', currency: 'USD', collected_cents: 52_000, fees_cents: 1_300, refunds_cents: 0, returned_cents: 0,
  operations_cents: null, distributed_cents: null, distribution_status: null, carried_forward_cents: 50_700,
  late_contributions: [], contributors: 52, beneficiaries: null, open: false, commitment: null, signatures: null, ...changes,
});

describe("the ledger's monthly figures", () => {
  it('say which earlier months a month holds late money for, and how many payments', async () => {
    fakeApi({
      [`GET ${REPORTS_API.months}`]: {
        body: {
          phase: 2,
          months: [
            month({ late_contributions: [{ month: '2026-10', count: 3 }, { month: '2026-09', count: 1 }] }),
            month({ month: '2026-10', collected_cents: 48_000, carried_forward_cents: 46_800 }),
          ],
        },
      },
    });
    renderApp(<LedgerMonths />, { path: '/transparency' });

    const [november, october] = await screen.findAllByTestId('ledger-month');
    const late = within(november!).getByTestId('late-contributions');
    expect(within(late).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Includes 3 late contributions for October 2026: they arrived after that month was prepared.',
      'Includes 1 late contribution for September 2026: it arrived after that month was prepared.',
    ]);
    expect(within(october!).queryByTestId('late-contributions')).toBeNull();
  });

  it("name each signature a closed month has received, and the furthest step it reached", async () => {
    fakeApi({
      [`GET ${REPORTS_API.months}`]: {
        body: {
          phase: 2,
          months: [
            month({
              signatures: {
                state: 'attested',
                prepared: { name: null, at: '2026-11-03T10:00:00.000Z' },
                approved: { name: 'Treasurer', at: '2026-11-04T10:00:00.000Z' },
                shariah_board: { name: 'Dr. Amina Yusuf', at: '2026-11-10T10:00:00.000Z' },
                auditor: null,
              },
            }),
            month({ month: '2026-10' }),
          ],
        },
      },
    });
    renderApp(<LedgerMonths />, { path: '/transparency' });

    const [november, october] = await screen.findAllByTestId('ledger-month');
    const signed = within(november!).getByTestId('month-signatures');
    expect(within(signed).getByText('Attested by the Shariah board')).toBeTruthy();
    expect(within(signed).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Prepared on Nov 3, 2026',
      'Approved by Treasurer on Nov 4, 2026',
      'Attested by Dr. Amina Yusuf of the Shariah board on Nov 10, 2026',
    ]);
    expect(within(october!).queryByTestId('month-signatures')).toBeNull();
  });
});
