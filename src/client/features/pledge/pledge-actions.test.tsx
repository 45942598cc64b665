import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { eligibilityOf } from '../../../shared/domain/eligibility';
import { PLEDGE_MANAGE_API, type PledgeActionResult, type PledgeManageState } from '../../../shared/pledge-manage-api';
import { PLEDGE_MESSAGES } from '../../../shared/schemas/pledge';
import { PLEDGE_MANAGE_MESSAGES } from '../../../shared/schemas/pledge-manage';
import { useLinkPledgeActions, usePledgeManage, useSignedInPledgeActions } from './api';
import { PledgeActionButtons } from './pledge-actions';

const active: PledgeManageState = {
  status: 'active', monthly_amount_cents: 2500, currency: 'USD', next_billing_date: '2026-03-15', paused_from: null, paused_until: null, next_pause_on: null,
  can_pause: true, can_resume: false, can_cancel: true, can_change_amount: true, zakat_percent: 0, eligibility: eligibilityOf({ phase: 2, status: 'active', contributedMonths: 4 }),
};
const paused: PledgeManageState = { ...active, status: 'paused', paused_from: '2026-03-10', paused_until: '2026-06-15', next_billing_date: '2026-06-15', can_pause: false, can_resume: true };
const cancelled: PledgeManageState = { ...active, status: 'cancelled', next_billing_date: null, can_pause: false, can_cancel: false, can_change_amount: false, eligibility: eligibilityOf({ phase: 2, status: 'cancelled', contributedMonths: 4 }) };
const answer = (message: string, state: PledgeManageState): { body: PledgeActionResult } => ({ body: { message, state } });

/** The signed-in member's pledge as "My pledge" shows it: its state from the API and the actions on it. */
function SignedInPledge() {
  const manage = usePledgeManage();
  const actions = useSignedInPledgeActions(async () => undefined);
  return manage.data ? <PledgeActionButtons state={manage.data} actions={actions} /> : null;
}

/** The same buttons on the page a receipt's signed link opens. */
function LinkedPledge({ state }: { state: PledgeManageState }) {
  return <PledgeActionButtons state={state} actions={useLinkPledgeActions('signed-token')} />;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

beforeEach(() => {
  // The pause plan counts from today; the member's next charge is on the 15th.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T15:00:00Z') });
});

describe('the pause dialog', () => {
  it('lists the charges each length skips and the day charging resumes, then sends the chosen length', async () => {
    const server = fakeApi({
      [`GET ${PLEDGE_MANAGE_API.state}`]: { body: active },
      [`POST ${PLEDGE_MANAGE_API.pause}`]: answer(PLEDGE_MANAGE_MESSAGES.paused, paused),
    });
    const { user } = renderApp(<SignedInPledge />);
    await user.click(await screen.findByRole('button', { name: 'Pause for hardship' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause for hardship' });
    const plan = within(dialog).getByTestId('pause-plan');

    expect(within(plan).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Mar 15, 2026: $25.00']);
    expect(plan.textContent).toContain('Charging resumes on Apr 15, 2026, with $25.00.');

    await user.click(within(dialog).getByRole('radio', { name: '3 months, until Jun 15, 2026' }));
    expect(within(plan).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Mar 15, 2026: $25.00', 'Apr 15, 2026: $25.00', 'May 15, 2026: $25.00']);
    expect(plan.textContent).toContain('Charging resumes on Jun 15, 2026, with $25.00.');
    expect(server.sentTo('POST', PLEDGE_MANAGE_API.pause)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Pause my pledge' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sentTo('POST', PLEDGE_MANAGE_API.pause).map((r) => r.body)).toEqual([{ months: 3 }]);
    expect(await screen.findByText(PLEDGE_MANAGE_MESSAGES.paused)).toBeTruthy();
    // The buttons follow the state the server answered with.
    expect(screen.getByRole('button', { name: 'Resume now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pause for hardship' })).toBeNull();
  });

  it('is dismissed by a button that cannot be read as cancelling the pledge', async () => {
    const server = fakeApi({ [`GET ${PLEDGE_MANAGE_API.state}`]: { body: active } });
    const { user } = renderApp(<SignedInPledge />);
    await user.click(await screen.findByRole('button', { name: 'Pause for hardship' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause for hardship' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Keep paying as usual' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sentTo('POST', PLEDGE_MANAGE_API.pause)).toHaveLength(0);
  });

  it("keeps the dialog open with the server's refusal, and forgets it once dismissed", async () => {
    const server = fakeApi({
      [`GET ${PLEDGE_MANAGE_API.state}`]: { body: active },
      [`POST ${PLEDGE_MANAGE_API.pause}`]: apiError(409, 'conflict', PLEDGE_MANAGE_MESSAGES.pausedRecently),
    });
    const { user } = renderApp(<SignedInPledge />);
    await user.click(await screen.findByRole('button', { name: 'Pause for hardship' }));

    await user.click(screen.getByRole('button', { name: 'Pause my pledge' }));

    const dialog = screen.getByRole('dialog', { name: 'Pause for hardship' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PLEDGE_MANAGE_MESSAGES.pausedRecently);
    expect(within(dialog).getByRole('button', { name: 'Pause my pledge' })).toHaveProperty('disabled', false);

    await user.click(within(dialog).getByRole('button', { name: 'Keep paying as usual' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Pause for hardship' }));
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
    expect(server.sentTo('POST', PLEDGE_MANAGE_API.pause)).toHaveLength(1);
  });

  it('holds both buttons while the pause is being sent', async () => {
    const reply = deferred<{ body: PledgeActionResult }>();
    fakeApi({
      [`GET ${PLEDGE_MANAGE_API.state}`]: { body: active },
      [`POST ${PLEDGE_MANAGE_API.pause}`]: () => reply.promise,
    });
    const { user } = renderApp(<SignedInPledge />);
    await user.click(await screen.findByRole('button', { name: 'Pause for hardship' }));
    const dialog = screen.getByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: 'Pause my pledge' }));

    expect(within(dialog).getByRole('button', { name: 'Working...' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Keep paying as usual' })).toHaveProperty('disabled', true);
    reply.resolve(answer(PLEDGE_MANAGE_MESSAGES.paused, paused));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the cancel dialog', () => {
  it("tells the member what leaving does to their eligibility, and sends nothing when they keep the pledge", async () => {
    const server = fakeApi({ [`GET ${PLEDGE_MANAGE_API.state}`]: { body: active } });
    const { user } = renderApp(<SignedInPledge />);
    await user.click(await screen.findByRole('button', { name: 'Cancel my pledge' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your pledge?' });

    expect(within(dialog).getByText(/You have given 4 of 12 months\. If you cancel now, you can no longer be approved for assistance\./)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Keep my pledge' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sentTo('POST', PLEDGE_MANAGE_API.cancel)).toHaveLength(0);
  });

  it('cancels on confirmation and leaves no action to take', async () => {
    const server = fakeApi({
      [`GET ${PLEDGE_MANAGE_API.state}`]: { body: active },
      [`POST ${PLEDGE_MANAGE_API.cancel}`]: answer(PLEDGE_MANAGE_MESSAGES.cancelDone, cancelled),
    });
    const { user } = renderApp(<SignedInPledge />);
    await user.click(await screen.findByRole('button', { name: 'Cancel my pledge' }));

    await user.click(screen.getByRole('button', { name: 'Yes, cancel my pledge' }));

    expect(await screen.findByText(PLEDGE_MANAGE_MESSAGES.cancelDone)).toBeTruthy();
    expect(server.sentTo('POST', PLEDGE_MANAGE_API.cancel)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /pledge|Pause|Change amount/ })).toBeNull();
  });

  it("shows the server's refusal inside the dialog", async () => {
    fakeApi({
      [`GET ${PLEDGE_MANAGE_API.state}`]: { body: active },
      [`POST ${PLEDGE_MANAGE_API.cancel}`]: apiError(409, 'conflict', PLEDGE_MANAGE_MESSAGES.changedMeanwhile),
    });
    const { user } = renderApp(<SignedInPledge />);
    await user.click(await screen.findByRole('button', { name: 'Cancel my pledge' }));

    await user.click(screen.getByRole('button', { name: 'Yes, cancel my pledge' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel your pledge?' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PLEDGE_MANAGE_MESSAGES.changedMeanwhile);
  });
});

describe('the resume dialog', () => {
  it('resumes a paused pledge on confirmation', async () => {
    const server = fakeApi({
      [`GET ${PLEDGE_MANAGE_API.state}`]: { body: paused },
      [`POST ${PLEDGE_MANAGE_API.resume}`]: answer(PLEDGE_MANAGE_MESSAGES.resumed, active),
    });
    const { user } = renderApp(<SignedInPledge />);
    await user.click(await screen.findByRole('button', { name: 'Resume now' }));
    expect(screen.getByRole('dialog', { name: 'Resume your pledge now?' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Resume my pledge' }));

    expect(await screen.findByText(PLEDGE_MANAGE_MESSAGES.resumed)).toBeTruthy();
    expect(server.sentTo('POST', PLEDGE_MANAGE_API.resume)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pause for hardship' })).toBeTruthy();
  });

  it('is not offered through the signed link of a receipt, where pausing sends the link token', async () => {
    const server = fakeApi({ [`POST ${PLEDGE_MANAGE_API.linkPause}`]: answer(PLEDGE_MANAGE_MESSAGES.paused, paused) });
    const { user } = renderApp(<LinkedPledge state={{ ...active, can_resume: true }} />);

    expect(screen.queryByRole('button', { name: 'Resume now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change amount' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pause for hardship' }));
    await user.click(screen.getByRole('button', { name: 'Pause my pledge' }));

    await waitFor(() => expect(server.sentTo('POST', PLEDGE_MANAGE_API.linkPause).map((r) => r.body)).toEqual([{ token: 'signed-token', months: 1 }]));
  });
});

describe('the amount dialog', () => {
  it('refuses less than the minimum beside the field without asking the server, then sends the new amount in dollars', async () => {
    const server = fakeApi({
      [`GET ${PLEDGE_MANAGE_API.state}`]: { body: active },
      [`PUT ${PLEDGE_MANAGE_API.amount}`]: answer(PLEDGE_MANAGE_MESSAGES.amountChanged, { ...active, monthly_amount_cents: 3000 }),
    });
    const { user } = renderApp(<SignedInPledge />);
    await user.click(await screen.findByRole('button', { name: 'Change amount' }));
    const amount = screen.getByLabelText('Monthly amount (USD)');
    expect(amount).toHaveProperty('value', '25.00');

    await user.clear(amount);
    await user.type(amount, '9.99');
    await user.click(screen.getByRole('button', { name: 'Save the new amount' }));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(PLEDGE_MESSAGES.amountMinimum);
    expect(server.sentTo('PUT', PLEDGE_MANAGE_API.amount)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(screen.getByRole('button', { name: 'Save the new amount' }));

    expect(await screen.findByText(PLEDGE_MANAGE_MESSAGES.amountChanged)).toBeTruthy();
    expect(server.sentTo('PUT', PLEDGE_MANAGE_API.amount).map((r) => r.body)).toEqual([{ monthly_amount: '30.00' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal of the amount on the field", async () => {
    fakeApi({
      [`GET ${PLEDGE_MANAGE_API.state}`]: { body: active },
      [`PUT ${PLEDGE_MANAGE_API.amount}`]: apiError(400, 'validation_failed', PLEDGE_MESSAGES.amountMinimum, { monthly_amount: PLEDGE_MESSAGES.amountMinimum }),
    });
    const { user } = renderApp(<SignedInPledge />);
    await user.click(await screen.findByRole('button', { name: 'Change amount' }));

    await user.click(screen.getByRole('button', { name: 'Save the new amount' }));

    const amount = screen.getByLabelText('Monthly amount (USD)');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe(PLEDGE_MESSAGES.amountMinimum);
    expect(screen.getByRole('dialog', { name: 'Change your monthly amount' })).toBeTruthy();
  });
});
