import { useLingui } from '@lingui/react';
import { Eye, ShieldCheck, Users } from 'lucide-react';
import { useId } from 'react';
import { POSTER_BADGES, POSTER_POINTS, POSTER_TEXT } from '../../../shared/domain/poster';
import { LogoMark } from '../../components/layout/logo';
import { QrCode } from '../../components/ui/qr-code';

const BADGE_ICONS = [ShieldCheck, Eye, Users] as const;

const ARABIC_FONTS = "'Noto Naskh Arabic', 'Amiri', 'Scheherazade New', 'Traditional Arabic', 'Geeza Pro', serif";

/**
 * The poster, in A4 proportions. Every size inside is in cqw (hundredths of the sheet's width), so the
 * on-screen preview is an exact miniature of the printed page. joinUrl is null until it is known.
 */
export function PosterSheet({ joinUrl }: { joinUrl: string | null }) {
  const { i18n } = useLingui();
  const headline = i18n._(POSTER_TEXT.headline);
  // The brand name is set in gold when the sentence ends with it (as in English).
  const highlighted = headline.endsWith(POSTER_TEXT.brand) ? POSTER_TEXT.brand : '';
  return (
    <article
      aria-label={i18n._('Poster')}
      className="palette-light poster-sheet mx-auto flex aspect-[210/297] w-full max-w-[210mm] flex-col overflow-hidden bg-cream text-slate-900 shadow-xl [container-type:inline-size] print:shadow-none"
    >
      <header className="relative flex flex-col items-center bg-gradient-to-b from-brand-900 to-brand-950 px-[7cqw] pt-[4.5cqw] pb-[4.5cqw] text-center">
        <StarPattern />
        <LogoMark className="relative h-[14cqw] w-[14cqw] rounded-[3cqw] ring-[0.5cqw] ring-gold-400/70" />
        <p className="relative mt-[2cqw] text-[2cqw] font-semibold uppercase tracking-[0.35em] text-gold-300">{POSTER_TEXT.brand}</p>
        <figure className="relative mt-[2cqw]">
          <blockquote lang="ar" dir="rtl" className="text-[5.6cqw] leading-[1.5] text-gold-300" style={{ fontFamily: ARABIC_FONTS }}>
            {POSTER_TEXT.motto}
          </blockquote>
          <figcaption className="mt-[0.6cqw] text-[2.1cqw] text-brand-100">
            <span className="italic">{i18n._(POSTER_TEXT.mottoMeaning)}</span> {i18n._(POSTER_TEXT.mottoReference)}
          </figcaption>
        </figure>
        <h2 className="relative mt-[3cqw] font-display text-[5.8cqw] font-bold leading-[1.12] text-white">
          {headline.slice(0, headline.length - highlighted.length)}
          {highlighted && <span className="text-gold-300">{highlighted}</span>}
        </h2>
      </header>

      <div className="flex flex-1 items-center gap-[5cqw] px-[7cqw] py-[3cqw]">
        <div className="flex shrink-0 flex-col items-center">
          <div data-testid="poster-qr" className="flex h-[32cqw] w-[32cqw] items-center justify-center rounded-[2.5cqw] border-[0.5cqw] border-gold-400 bg-white p-[1cqw]">
            {joinUrl && <QrCode url={joinUrl} className="h-full w-full" />}
          </div>
          <p className="mt-[2cqw] text-[3.2cqw] font-extrabold tracking-[0.2em] text-brand-900">{i18n._(POSTER_TEXT.scanToJoin)}</p>
          <p className="mt-[0.4cqw] text-[2.3cqw] font-medium text-slate-700" data-testid="poster-website">
            {joinUrl ? new URL(joinUrl).host : '\u00a0'}
          </p>
        </div>
        <ul className="space-y-[2.6cqw]">
          {POSTER_POINTS.map((point) => (
            <li key={point.title} className="border-s-[0.7cqw] border-gold-400 ps-[2.4cqw]">
              <p className="font-display text-[3.3cqw] font-bold leading-tight text-brand-900">{i18n._(point.title)}</p>
              <p className="mt-[0.5cqw] text-[2.3cqw] leading-snug text-slate-700">{i18n._(point.text)}</p>
            </li>
          ))}
        </ul>
      </div>

      <ul className="flex justify-center gap-[1.8cqw] px-[5cqw] pb-[3.5cqw]">
        {POSTER_BADGES.map((badge, i) => {
          const Icon = BADGE_ICONS[i]!;
          return (
            <li key={badge} className="flex items-center gap-[1cqw] rounded-full border-[0.3cqw] border-brand-700 bg-brand-50 px-[2.2cqw] py-[1.1cqw] text-[2.1cqw] font-semibold whitespace-nowrap text-brand-900">
              <Icon aria-hidden className="h-[2.7cqw] w-[2.7cqw] text-brand-700" />
              {i18n._(badge)}
            </li>
          );
        })}
      </ul>

      <footer className="bg-brand-950 px-[8cqw] py-[3cqw] text-center">
        <figure>
          <blockquote className="font-display text-[3cqw] italic leading-snug text-white">
            {i18n._(POSTER_TEXT.verse)}
          </blockquote>
          <figcaption className="mt-[0.8cqw] text-[2cqw] font-semibold uppercase tracking-[0.2em] text-gold-300">{i18n._(POSTER_TEXT.verseReference)}</figcaption>
        </figure>
        <p className="mt-[2cqw] text-[1.7cqw] text-brand-200">{i18n._(POSTER_TEXT.tagline)}</p>
      </footer>
    </article>
  );
}

/** A faint eight-pointed star lattice behind the header, drawn in the brand's gold. */
function StarPattern() {
  const id = useId();
  return (
    <svg aria-hidden className="absolute inset-0 h-full w-full opacity-[0.14]">
      <defs>
        <pattern id={id} width="48" height="48" patternUnits="userSpaceOnUse">
          <g fill="none" stroke="#fbbf24" strokeWidth="1.2">
            <rect x="14" y="14" width="20" height="20" />
            <rect x="14" y="14" width="20" height="20" transform="rotate(45 24 24)" />
            <circle cx="0" cy="0" r="4" />
            <circle cx="48" cy="0" r="4" />
            <circle cx="0" cy="48" r="4" />
            <circle cx="48" cy="48" r="4" />
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
