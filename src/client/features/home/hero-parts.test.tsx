import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { siteRoute } from '../../../../test/support/site-info';
import { API, type SessionUser } from '../../../shared/api';
import { SiteFooter } from '../../components/layout/site-footer';
import { HeroAction, HeroSummary } from './hero-parts';

const member: SessionUser = { id: 'u1', email: 'amina@example.com', full_name: 'Amina Yusuf', verified: true, is_admin: false, two_step_enabled: false, locale: null };
const session = (user: SessionUser | null) => ({ [`GET ${API.session}`]: { body: { user } } });
const stats = (phase: 1 | 2) => ({ [`GET ${API.stats}`]: { body: { total_subscribers: 1_200_000, verified_subscribers: 1_000_000, goal: 1_000_000, phase } } });

function HeroAndFooter() {
  return (
    <>
      <HeroAction />
      <SiteFooter />
    </>
  );
}

describe('the home hero and the footer', () => {
  it('take a signed-in member to their dashboard, never offering "Join Now" or "Join/Login"', async () => {
    fakeApi({ ...siteRoute(), ...session(member), ...stats(1) });
    renderApp(<HeroAndFooter />, { homePage: true });

    expect(await screen.findByRole('link', { name: 'Go to my dashboard' })).toHaveProperty('pathname', '/dashboard');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveProperty('pathname', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Join Now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Join/Login' })).toBeNull();
  });

  it("keep the spec's join form and Join/Login link for a visitor", async () => {
    const server = fakeApi({ ...siteRoute(), ...session(null), ...stats(1) });
    renderApp(<HeroAndFooter />, { homePage: true });
    await waitFor(() => expect(server.sentTo('GET', API.session)).toHaveLength(1));

    expect(screen.getByRole('button', { name: 'Join Now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join/Login' })).toHaveProperty('pathname', '/auth');
    expect(screen.queryByRole('link', { name: 'Go to my dashboard' })).toBeNull();
  });
});

describe("the hero's summary", () => {
  it('says joining is free until one million members are verified, in Phase 1', async () => {
    const server = fakeApi({ ...siteRoute(), ...stats(1) });
    renderApp(<HeroSummary />, { homePage: true });
    await waitFor(() => expect(server.sentTo('GET', API.stats)).toHaveLength(1));

    expect(screen.getByText(/Joining is free until one million members are verified\.$/)).toBeTruthy();
  });

  it('no longer says so in Phase 2, when contributions have started', async () => {
    fakeApi({ ...siteRoute(), ...stats(2) });
    renderApp(<HeroSummary />, { homePage: true });

    await waitFor(() => expect(screen.getByText(/^Members pledge \$10 a month/).textContent).toMatch(/with every figure published\.$/));
    expect(screen.queryByText(/until one million/)).toBeNull();
  });
});
