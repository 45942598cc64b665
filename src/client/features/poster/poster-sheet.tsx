import { Eye, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { LogoMark } from '../../components/layout/logo';
import { QrCode } from '../../components/ui/qr-code';

const BADGES: { label: string; icon: LucideIcon }[] = [
  { label: 'Shariah Compliant', icon: ShieldCheck },
  { label: '100% Transparent', icon: Eye },
  { label: 'Community Driven', icon: Users },
];

const POINTS = [
  { title: 'Free to join today', text: 'Nothing is collected until one million members are verified.' },
  { title: '$10 a month, together', text: 'From then on, each member pledges $10 a month for a year.' },
  { title: '99% to members in need', text: "At most 1% covers running costs, and every month's figures are published." },
];

const ARABIC_FONTS = "'Noto Naskh Arabic', 'Amiri', 'Scheherazade New', 'Traditional Arabic', 'Geeza Pro', serif";

/**
 * The A4 poster. Every size inside is in cqw (hundredths of the sheet's width), so the on-screen
 * preview is an exact miniature of the printed page. joinUrl is null until it is known.
 */
export function PosterSheet({ joinUrl }: { joinUrl: string | null }) {
  return (
    <article
      aria-label="Poster"
      className="palette-light poster-sheet mx-auto flex aspect-[210/297] w-full max-w-[210mm] flex-col overflow-hidden bg-cream text-slate-900 shadow-xl [container-type:inline-size] print:h-[297mm] print:w-[210mm] print:max-w-none print:shadow-none"
    >
      <header className="relative flex flex-col items-center bg-gradient-to-b from-brand-900 to-brand-950 px-[7cqw] pt-[4.5cqw] pb-[4.5cqw] text-center">
        <StarPattern />
        <LogoMark className="relative h-[14cqw] w-[14cqw] rounded-[3cqw] ring-[0.5cqw] ring-gold-400/70" />
        <p className="relative mt-[2cqw] text-[2cqw] font-semibold uppercase tracking-[0.35em] text-gold-300">Riba-Free Community</p>
        <figure className="relative mt-[2cqw]">
          <blockquote lang="ar" dir="rtl" className="text-[5.6cqw] leading-[1.5] text-gold-300" style={{ fontFamily: ARABIC_FONTS }}>
            وَتَعَاوَنُوا عَلَى الْبِرِّ وَالتَّقْوَىٰ
          </blockquote>
          <figcaption className="mt-[0.6cqw] text-[2.1cqw] text-brand-100">
            <span className="italic">&ldquo;Help one another in goodness and mindfulness of God.&rdquo;</span> Quran, Al-Ma&apos;idah 5:2
          </figcaption>
        </figure>
        <h2 className="relative mt-[3cqw] font-display text-[5.8cqw] font-bold leading-[1.12] text-white">
          Join 6+ Million Muslims Building a <span className="text-gold-300">Riba-Free Community</span>
        </h2>
      </header>

      <div className="flex flex-1 items-center gap-[5cqw] px-[7cqw] py-[3cqw]">
        <div className="flex shrink-0 flex-col items-center">
          <div data-testid="poster-qr" className="flex h-[32cqw] w-[32cqw] items-center justify-center rounded-[2.5cqw] border-[0.5cqw] border-gold-400 bg-white p-[1cqw]">
            {joinUrl && <QrCode url={joinUrl} className="h-full w-full" />}
          </div>
          <p className="mt-[2cqw] text-[3.2cqw] font-extrabold tracking-[0.2em] text-brand-900">SCAN TO JOIN</p>
          <p className="mt-[0.4cqw] text-[2.3cqw] font-medium text-slate-700" data-testid="poster-website">
            {joinUrl ? new URL(joinUrl).host : '\u00a0'}
          </p>
        </div>
        <ul className="space-y-[2.6cqw]">
          {POINTS.map((point) => (
            <li key={point.title} className="border-s-[0.7cqw] border-gold-400 ps-[2.4cqw]">
              <p className="font-display text-[3.3cqw] font-bold leading-tight text-brand-900">{point.title}</p>
              <p className="mt-[0.5cqw] text-[2.3cqw] leading-snug text-slate-700">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>

      <ul className="flex justify-center gap-[1.8cqw] px-[5cqw] pb-[3.5cqw]">
        {BADGES.map((badge) => (
          <li key={badge.label} className="flex items-center gap-[1cqw] rounded-full border-[0.3cqw] border-brand-700 bg-brand-50 px-[2.2cqw] py-[1.1cqw] text-[2.1cqw] font-semibold whitespace-nowrap text-brand-900">
            <badge.icon aria-hidden className="h-[2.7cqw] w-[2.7cqw] text-brand-700" />
            {badge.label}
          </li>
        ))}
      </ul>

      <footer className="bg-brand-950 px-[8cqw] py-[3cqw] text-center">
        <figure>
          <blockquote className="font-display text-[3cqw] italic leading-snug text-white">
            &ldquo;Allah has permitted trade and has forbidden riba.&rdquo;
          </blockquote>
          <figcaption className="mt-[0.8cqw] text-[2cqw] font-semibold uppercase tracking-[0.2em] text-gold-300">Quran, Al-Baqarah 2:275</figcaption>
        </figure>
        <p className="mt-[2cqw] text-[1.7cqw] text-brand-200">A nonprofit, interest-free mutual-aid community for Muslims in the US and Canada</p>
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
