import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { AID_LIMITS_API, type AidLimits } from '../../../shared/aid-limits';
import { QUEUE_API } from '../../../shared/queue-api';
import { LiveQueue } from '../transparency/live-queue';
import { FairLimits } from './fair-limits';

const NO_GUARANTEE = 'Help from the fund depends on what members give each month. It is not insurance and not a guarantee: a place in the queue or an estimate is not a promise of a payment, of its amount or of its date.';

describe('the fair limits a member reads before applying', () => {
  it('states each limit set in plain words, with the line that help is not a guarantee', async () => {
    const limits: AidLimits = { min_membership_days: 90, payout_gap_months: 12, yearly_cap_cents: 150_000 };
    fakeApi({ [`GET ${AID_LIMITS_API}`]: { body: limits } });
    renderApp(<FairLimits />, { path: '/beneficiary-application' });

    const box = await screen.findByTestId('fair-limits');
    expect(await within(box).findAllByRole('listitem')).toHaveLength(3);
    expect(within(box).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'You can apply once you have been a member for 90 days.',
      'A member receives at most one payout in any 12 months.',
      'A member receives at most $1,500.00 in all from the pools of any 12 months in a row.',
    ]);
    expect(within(box).getByTestId('no-guarantee').textContent).toBe(NO_GUARANTEE);
  });

  it('lists only the limits that are set, and says so when none is', async () => {
    fakeApi({ [`GET ${AID_LIMITS_API}`]: { body: { min_membership_days: 1, payout_gap_months: null, yearly_cap_cents: null } satisfies AidLimits } });
    const first = renderApp(<FairLimits />);
    const box = await screen.findByTestId('fair-limits');
    expect((await within(box).findAllByRole('listitem')).map((item) => item.textContent)).toEqual(['You can apply once you have been a member for 1 day.']);
    first.unmount();

    fakeApi({ [`GET ${AID_LIMITS_API}`]: { body: { min_membership_days: null, payout_gap_months: null, yearly_cap_cents: null } satisfies AidLimits } });
    renderApp(<FairLimits />);
    expect(await screen.findByText('The fund sets no limit today on how long you must be a member, how often you may be paid or how much you may receive in a year.')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(screen.getByTestId('no-guarantee').textContent).toBe(NO_GUARANTEE);
  });
});

describe('the public queue', () => {
  it('says beside its estimate that help depends on monthly giving and is no guarantee', async () => {
    fakeApi({ [`GET ${QUEUE_API.publicQueue}`]: { body: { waiting: 4, estimate: null } } });
    renderApp(<LiveQueue />, { path: '/transparency' });
    await waitFor(() => expect(screen.getByTestId('queue-waiting').textContent).toBe('4'));
    expect(screen.getByTestId('no-guarantee').textContent).toBe(NO_GUARANTEE);
  });
});
