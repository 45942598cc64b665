import { Trans, useLingui } from '@lingui/react';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { LogoMark } from '../../components/layout/logo';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { ContactOptions } from '../../features/home/contact-options';
import { HeroAction, HeroSummary } from '../../features/home/hero-parts';
import { PhaseTwoNext } from '../../features/home/phase-two-next';
import { AccountClosedNotice } from '../../features/my-data/account-closed-notice';
import { HOME_DETAILS, HOME_VERSES } from '../../features/home/static-parts';
import { StatsPanel } from '../../features/stats/stats-panel';
import { useStats } from '../../features/stats/use-live-stats';
import { useSession } from '../../features/auth/session';
import { StaticSection } from '../../lib/static-section';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function HomeScreen() {
  const { i18n } = useLingui();
  useDocumentMeta(SCREENS.home);
  // The counter's own stream keeps these figures live; a second useLiveStats would open a second stream.
  const stats = useStats();
  const { user } = useSession();
  return (
    <PageShell>
      <AccountClosedNotice />
      <section aria-labelledby="hero-heading" className="palette-light relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-950 text-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-[1fr_20rem] lg:py-16">
          <div>
            <LogoMark className="h-16 w-16 ring-2 ring-gold-400/60 rounded-2xl" title={i18n._('Riba-Free Community logo')} />
            <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-gold-300">{i18n._('A riba-free community')}</p>
            <h1 id="hero-heading" className="mt-3 font-display text-4xl font-bold leading-tight text-white sm:text-5xl">
              <Trans id="Helping one another, <0>free of interest</0>" components={{ 0: <span className="text-gold-300" /> }} />
            </h1>
            <HeroSummary className="mt-5 max-w-2xl text-lg text-brand-50" />
            <PhaseTwoNext phase={stats?.phase} signedIn={user !== null} />
            <div className="mt-8">
              <HeroAction />
            </div>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <Button asChild variant="outlineLight">
                <Link to="/reviews">{i18n._('Reviews')}</Link>
              </Button>
              <Button asChild variant="outlineLight">
                <Link to="/transparency">{i18n._('Transparency')}</Link>
              </Button>
            </div>
            <a href="#problem" className="mt-6 inline-flex items-center gap-1.5 font-medium text-gold-300 hover:underline">
              {i18n._('Learn more: The Problem and How It Works')} <ChevronDown aria-hidden className="h-4 w-4" />
            </a>
            <div className="mt-6">
              <ContactOptions />
            </div>
          </div>
          <StatsPanel className="self-start text-slate-800 lg:sticky lg:top-4" />
        </div>
        <div className="mx-auto max-w-6xl px-4 pb-12">
          <StaticSection part={HOME_VERSES} />
        </div>
      </section>

      {/* Below the first screen: text and links only, kept as the HTML arrived instead of hydrated. */}
      <StaticSection part={HOME_DETAILS} className="contents" />
    </PageShell>
  );
}
