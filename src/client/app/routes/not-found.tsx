import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { NOT_FOUND_TITLE } from '../../../shared/routes';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function NotFoundScreen() {
  const { i18n } = useLingui();
  const location = useLocation();
  useDocumentMeta({ title: NOT_FOUND_TITLE, description: /*i18n*/ 'This page does not exist.' });
  useEffect(() => {
    console.error('404: a page that does not exist was requested:', location.pathname);
  }, [location.pathname]);
  return (
    <PageShell>
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <p className="font-display text-7xl font-bold text-brand-800">404</p>
        <h1 className="mt-4 text-2xl font-semibold">{i18n._('Oops! Page not found')}</h1>
        <p className="mt-2 text-slate-700">{i18n._('The address may be mistyped, or the page may have moved.')}</p>
        <Button asChild className="mt-8">
          <Link to="/">{i18n._('Return to Home')}</Link>
        </Button>
      </div>
    </PageShell>
  );
}
