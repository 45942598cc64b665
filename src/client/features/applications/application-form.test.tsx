import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, type SentRequest } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { API } from '../../../shared/api';
import { ApplicationForm } from './application-form';

const REASON = 'Our rent went up this month and my hours at work were cut, so we are short for the first time.';

describe('the assistance application form', () => {
  it('asks the amount, what it is for and how to be paid, and sends the amount in cents', async () => {
    const sent: SentRequest[] = [];
    fakeApi({ [`GET ${API.applicationPayoutMethods}`]: { body: { methods: ['provider_transfer', 'outside'] } }, [`POST ${API.applications}`]: (request) => { sent.push(request); return { status: 201, body: { success: true, message: 'Application submitted successfully!' } }; } });
    const user = userEvent.setup();
    renderApp(<ApplicationForm />, { path: '/beneficiary-application' });

    await user.type(screen.getByRole('textbox', { name: 'Why do you need help?' }), REASON);
    await user.type(screen.getByRole('textbox', { name: 'Amount needed (USD)' }), '1,250.50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'What is the help for?' }), 'Rent');
    await screen.findByRole('option', { name: 'Bank transfer through the provider' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'How do you want to be paid?' }), 'Bank transfer through the provider');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ reason: REASON, eligibility_confirmed: true, amount_needed_cents: 125_050, category: 'rent', payout_method: 'provider_transfer' });
  });

  it('says which answer is missing or wrong and sends nothing', async () => {
    fakeApi({ [`GET ${API.applicationPayoutMethods}`]: { body: { methods: ['outside'] } } });
    const user = userEvent.setup();
    renderApp(<ApplicationForm />, { path: '/beneficiary-application' });

    await user.type(screen.getByRole('textbox', { name: 'Why do you need help?' }), REASON);
    await user.type(screen.getByRole('textbox', { name: 'Amount needed (USD)' }), '20000');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('The amount needed cannot be more than $10,000')).toBeTruthy();
    expect(screen.getByText('Choose what the help is for')).toBeTruthy();
    expect(screen.getByText('Choose how you want to be paid')).toBeTruthy();
  });

  it('offers only the ways of being paid the server says can be paid now', async () => {
    fakeApi({ [`GET ${API.applicationPayoutMethods}`]: { body: { methods: ['outside'] } } });
    renderApp(<ApplicationForm />, { path: '/beneficiary-application' });

    const select = screen.getByRole('combobox', { name: 'How do you want to be paid?' });
    expect(await within(select).findByRole('option', { name: 'Paid outside the platform' })).toBeTruthy();
    expect(within(select).queryByRole('option', { name: 'Bank transfer through the provider' })).toBeNull();
  });
});
