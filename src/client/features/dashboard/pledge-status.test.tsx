import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { PledgeStatus } from './pledge-status';

describe('the dashboard pledge card in Phase 1', () => {
  it('tells a member whose pledge only waits from sign-up that nothing is asked yet, not that a pledge of theirs is recorded', () => {
    fakeApi({});
    renderApp(<PledgeStatus status="pending" monthlyCents={1000} phase={1} goal={1_000_000} />);

    expect(screen.getByTestId('subscription-status').textContent).toBe('Starts in Phase 2');
    expect(screen.getByText('Nothing to pay and nothing to do now. When the community reaches 1,000,000 verified members, you will be invited to pledge $10.00 a month.')).toBeTruthy();
    expect(screen.queryByText(/is recorded/)).toBeNull();
  });
});
