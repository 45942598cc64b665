import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { eligibilityOf } from '../../../shared/domain/eligibility';
import { PLEDGE_MANAGE_API, type PledgeManageState } from '../../../shared/pledge-manage-api';
import { ZAKAT_MESSAGES } from '../../../shared/schemas/zakat';
import { usePledgeManage, useSignedInPledgeActions } from './api';
import { PledgeActionButtons } from './pledge-actions';

const active: PledgeManageState = {
  status: 'active', monthly_amount_cents: 2500, currency: 'USD', next_billing_date: '2026-03-15', paused_from: null, paused_until: null, next_pause_on: null,
  can_pause: true, can_resume: false, can_cancel: true, can_change_amount: true, zakat_percent: 0, eligibility: eligibilityOf({ phase: 2, status: 'active', contributedMonths: 4 }),
};

function SignedInPledge() {
  const manage = usePledgeManage();
  const actions = useSignedInPledgeActions(async () => undefined);
  return manage.data ? <PledgeActionButtons state={manage.data} actions={actions} /> : null;
}

describe('the choice of zakat and sadaqah', () => {
  it('explains the choice with a link to the Shariah page, sends a split and shows it once saved', async () => {
    const server = fakeApi({
      [`GET ${PLEDGE_MANAGE_API.state}`]: { body: active },
      [`PUT ${PLEDGE_MANAGE_API.designation}`]: { body: { message: ZAKAT_MESSAGES.designationChanged, state: { ...active, zakat_percent: 30 } } },
    });
    const { user } = renderApp(<SignedInPledge />);
    expect((await screen.findByTestId('designation')).textContent).toBe('Your contributions: All sadaqah');
    await user.click(screen.getByRole('button', { name: 'Zakat or sadaqah' }));
    const dialog = screen.getByRole('dialog', { name: 'Zakat or sadaqah' });
    expect(within(dialog).getByRole('link', { name: 'How we keep zakat apart' }).getAttribute('href')).toBe('/shariah-compliance');
    expect(within(dialog).getByRole('radio', { name: /^Sadaqah/ })).toHaveProperty('checked', true);

    await user.click(within(dialog).getByRole('radio', { name: 'Part zakat, part sadaqah' }));
    const share = within(dialog).getByRole('textbox', { name: 'Share given as zakat (%)' });
    await user.clear(share);
    await user.type(share, '130');
    await user.click(within(dialog).getByRole('button', { name: 'Save my choice' }));
    expect(within(dialog).getByText(ZAKAT_MESSAGES.percent)).toBeTruthy();
    expect(server.sentTo('PUT', PLEDGE_MANAGE_API.designation)).toHaveLength(0);

    await user.clear(share);
    await user.type(share, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save my choice' }));
    expect(server.sentTo('PUT', PLEDGE_MANAGE_API.designation).map((r) => r.body)).toEqual([{ zakat_percent: 30 }]);
    expect((await screen.findByText('Your contributions: 30% zakat, 70% sadaqah')).textContent).toBeTruthy();
  });

  it('sends all zakat as 100%', async () => {
    const server = fakeApi({
      [`GET ${PLEDGE_MANAGE_API.state}`]: { body: active },
      [`PUT ${PLEDGE_MANAGE_API.designation}`]: { body: { message: ZAKAT_MESSAGES.designationChanged, state: { ...active, zakat_percent: 100 } } },
    });
    const { user } = renderApp(<SignedInPledge />);
    await user.click(await screen.findByRole('button', { name: 'Zakat or sadaqah' }));
    await user.click(screen.getByRole('radio', { name: /^Zakat:/ }));
    await user.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(server.sentTo('PUT', PLEDGE_MANAGE_API.designation).map((r) => r.body)).toEqual([{ zakat_percent: 100 }]);
    expect(await screen.findByText('Your contributions: All zakat')).toBeTruthy();
  });
});
