import { useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { BackLink } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { useSession } from '../../features/auth/session';
import { meQuery } from '../../features/members/use-me';
import { PosterSheet } from '../../features/poster/poster-sheet';
import { siteInfoQuery } from '../../features/site/use-site-info';
import { useDocumentMeta } from '../../lib/use-document-meta';

/** Lives only while this screen is shown, so other pages still print with normal margins. */
const PRINT_CSS = `
@page { size: A4; margin: 0; }
@media print {
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }
}
.poster-sheet, .poster-sheet * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
`;

/**
 * The address the QR code opens: the site's public URL, carrying the member's referral code when
 * someone is signed in, so each ambassador prints their own. Null until all of it is known.
 */
function useJoinUrl(): string | null {
  const site = useQuery(siteInfoQuery);
  const { user, isLoading } = useSession();
  const me = useQuery({ ...meQuery, enabled: user !== null });
  if (site.isPending || isLoading || (user && me.isPending)) return null;
  const base = (site.data?.public_url ?? window.location.origin).replace(/\/+$/, '');
  const code = me.data?.profile.referral_code;
  return code ? `${base}/?ref=${encodeURIComponent(code)}` : base;
}

export default function PosterScreen() {
  useDocumentMeta(SCREENS.poster);
  const { user } = useSession();
  const joinUrl = useJoinUrl();
  return (
    <div className="min-h-screen bg-slate-100 print:min-h-0 print:bg-white">
      <style>{PRINT_CSS}</style>
      <header className="mx-auto max-w-[calc(210mm+2rem)] px-4 pt-6 pb-6 print:hidden">
        <div className="flex items-center justify-between gap-2">
          <BackLink />
          <LanguageSwitcher />
        </div>
        <h1 className="mt-3 font-display text-3xl font-bold">Printable Poster</h1>
        <p className="mt-2 text-slate-700">
          Print it on A4 paper and put it up at your mosque, school or community centre.{' '}
          {user ? (
            'The QR code carries your own referral code, so everyone who signs up through it counts as your referral.'
          ) : (
            <>
              Are you a member? <Link to="/auth" className="font-medium text-brand-800 underline">Log in</Link> first and the QR code will carry your own referral code.
            </>
          )}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => window.print()}>
            <Download aria-hidden className="h-5 w-5" />
            Download PDF
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden className="h-5 w-5" />
            Print Poster
          </Button>
        </div>
        <p className="mt-2 text-sm text-slate-600">To download, choose &ldquo;Save as PDF&rdquo; as the printer in the window that opens.</p>
      </header>
      <main className="px-4 pb-10 print:p-0">
        <PosterSheet joinUrl={joinUrl} />
      </main>
    </div>
  );
}
