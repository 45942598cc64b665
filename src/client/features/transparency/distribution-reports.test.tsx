import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { API, type DistributionsResponse, type PublicDistributionReport } from '../../../shared/api';
import { DistributionReports } from './distribution-reports';

const report = (changes: Partial<PublicDistributionReport>): PublicDistributionReport => ({
  id: 'd-1', month_year: '2026-10', total_pool_cents: 100_000, total_distributed_cents: 99_000, total_retained_cents: 1_000, beneficiaries_count: 3,
  status: 'completed', created_at: '2026-11-05T12:00:00.000Z', collected_cents: 103_000, fees_cents: 3_000, refunds_cents: 0,
  zakat_collected_cents: 40_000, zakat_distributed_cents: 38_800, operations_shortfall_cents: 0,
  paid_cents: 99_000, families_paid: 3, pending_cents: 0, families_pending: 0, ...changes,
});

const answer = (items: PublicDistributionReport[]): DistributionsResponse => ({
  items, page: 1, page_size: 12, total: items.length, families_supported: 3, collected_cents: 103_000, paid_cents: 99_000, pending_cents: 0,
});

describe('the public monthly reports', () => {
  it('show zakat and sadaqah apart, with operations paid from sadaqah, and a shortfall when there was one', async () => {
    fakeApi({
      [`GET ${API.distributions}`]: {
        body: answer([
          report({ operations_shortfall_cents: 250 }),
          report({ id: 'd-0', month_year: '2026-09', zakat_collected_cents: null, zakat_distributed_cents: null, operations_shortfall_cents: null }),
        ]),
      },
    });
    renderApp(<DistributionReports />, { path: '/transparency' });

    const [october, september] = await screen.findAllByRole('listitem');
    const pools = within(october!).getByTestId('report-pools');
    expect(within(pools).getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'Zakat: $400.00 collected, $388.00 given to members eligible for zakat.',
      'Sadaqah: $630.00 collected, $602.00 given. Operations are paid from sadaqah only.',
      'Sadaqah was short this month: operations received $2.50 less than their 1%.',
    ]);
    // A month closed before the pools were kept apart says nothing it cannot know.
    expect(within(september!).queryByTestId('report-pools')).toBeNull();
  });
});
