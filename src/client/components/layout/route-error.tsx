import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { PageShell } from './page-shell';

/**
 * What a screen shows when it cannot be shown: most often its code could not be fetched (no network,
 * or a new version was published since the page was opened, so the old file names are gone). Loading
 * the address afresh fixes both, so that is what "Try again" does. Its words live in the public
 * catalog, which is already loaded when a screen's own catalog may not be.
 */
export function RouteError({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  useEffect(() => console.error('A screen failed to load or render:', error), [error]);
  return (
    <PageShell>
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-semibold">{i18n._('This page could not be loaded')}</h1>
        <p className="mt-2 text-slate-700">{i18n._('Check your connection, then try again. Nothing you had already sent was lost.')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button type="button" onClick={() => window.location.reload()}>{i18n._('Try again')}</Button>
          <Button asChild variant="outline">
            <Link to="/" reloadDocument>{i18n._('Return to Home')}</Link>
          </Button>
        </div>
      </div>
    </PageShell>
  );
}
