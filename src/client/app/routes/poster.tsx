import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { API } from '../../../shared/api';
import { POSTER_SIZES, type PosterSize } from '../../../shared/domain/poster';
import { SCREENS } from '../../../shared/routes';
import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { BackLink } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { useSession } from '../../features/auth/session';
import { meQuery } from '../../features/members/use-me';
import { PosterSheet } from '../../features/poster/poster-sheet';
import { siteInfoQuery } from '../../features/site/use-site-info';
import { useDocumentMeta } from '../../lib/use-document-meta';

/**
 * Lives only while this screen is shown, so other pages still print with normal margins. No paper
 * size is imposed: the sheet is the largest A4-shaped area that fits the page (100vh tall in print
 * is the page's height), so it fills an A4 page and sits centred on US Letter, one page either way.
 */
const PRINT_CSS = `
@page { margin: 0; }
@media print {
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  .poster-sheet { height: 100vh; width: min(100vw, calc(100vh * 210 / 297)); max-width: none; break-inside: avoid; }
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
  const { i18n } = useLingui();
  const { user } = useSession();
  const joinUrl = useJoinUrl();
  const [size, setSize] = useState<PosterSize>('a4');
  return (
    <div className="min-h-screen bg-slate-100 print:min-h-0 print:bg-white">
      <style>{PRINT_CSS}</style>
      <header className="mx-auto max-w-[calc(210mm+2rem)] px-4 pt-6 pb-6 print:hidden">
        <div className="flex items-center justify-between gap-2">
          <BackLink />
          <LanguageSwitcher />
        </div>
        <h1 className="mt-3 font-display text-3xl font-bold">{i18n._('Printable Poster')}</h1>
        <p className="mt-2 text-slate-700">
          {i18n._('Print it on A4 or US Letter paper and put it up at your mosque, school or community centre.')}{' '}
          {user ? (
            i18n._('The QR code carries your own referral code, so everyone who signs up through it counts as your referral.')
          ) : (
            <>
              {i18n._('Are you a member?')} <Link to="/auth" className="font-medium text-brand-800 underline">{i18n._('Log in')}</Link>{' '}
              {i18n._('first and the QR code will carry your own referral code.')}
            </>
          )}
        </p>
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-slate-800">{i18n._('Paper size for the PDF')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(Object.keys(POSTER_SIZES) as PosterSize[]).map((key) => (
              <label key={key} className="flex min-h-11 items-center gap-2 text-slate-800">
                <input type="radio" name="poster-size" value={key} checked={size === key} onChange={() => setSize(key)} className="h-5 w-5 accent-brand-700" />
                {key === 'a4' ? i18n._('A4') : i18n._('US Letter')}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild>
            <a href={`${API.posterPdf}?size=${size}`} download>
              <Download aria-hidden className="h-5 w-5" />
              {i18n._('Download PDF')}
            </a>
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden className="h-5 w-5" />
            {i18n._('Print Poster')}
          </Button>
        </div>
      </header>
      <main className="px-4 pb-10 print:p-0">
        <PosterSheet joinUrl={joinUrl} />
      </main>
    </div>
  );
}
