import { Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { JoinForm } from '../../features/home/join-form';
import { StatsPanel } from '../../features/stats/stats-panel';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function HomeScreen() {
  useDocumentMeta(SCREENS.home);
  return (
    <PageShell>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-950 text-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-[1fr_20rem] lg:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">A riba-free community</p>
            <h1 className="mt-3 font-display text-4xl font-bold leading-tight text-white sm:text-5xl">
              Helping one another, <span className="text-gold-300">free of interest</span>
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-brand-50">
              Members pledge $10 a month for a year. Each month 99% of the pool goes to members in need and 1% keeps the
              lights on, with every figure published. Joining is free until one million of us are verified.
            </p>
            <div className="mt-8">
              <JoinForm />
            </div>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <Button asChild variant="outlineLight">
                <Link to="/reviews">Reviews</Link>
              </Button>
              <Button asChild variant="outlineLight">
                <Link to="/transparency">Transparency</Link>
              </Button>
            </div>
          </div>
          <StatsPanel className="self-start text-slate-800 lg:sticky lg:top-4" />
        </div>
      </section>
    </PageShell>
  );
}
