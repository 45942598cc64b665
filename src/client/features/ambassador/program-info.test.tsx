import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/support/render-app';
import { HowItWorks } from './program-info';

describe('the ambassador steps', () => {
  it('are numbered once: by the list for assistive technology, by one visible figure on screen', () => {
    renderApp(<HowItWorks />, { path: '/ambassador' });
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(['Invite people you trust', 'Share your referral link', 'Only verified signups count']);
    expect(steps.map((step) => step.textContent?.match(/\d+\./g))).toEqual([['1.'], ['2.'], ['3.']]);
  });
});
