import { useLingui } from '@lingui/react';
/**
 * Two verses that carry the idea of the community: the Arabic text as revealed, and their meaning in
 * the reader's language (our own rendering, close to the published translations) with the reference.
 */
const VERSES = [
  {
    arabic: 'وَأَحَلَّ ٱللَّهُ ٱلْبَيْعَ وَحَرَّمَ ٱلرِّبَوٰا',
    english: /*i18n*/ 'God has made trade lawful and has forbidden riba.',
    reference: /*i18n*/ 'Quran 2:275',
  },
  {
    arabic: 'وَتَعَاوَنُوا۟ عَلَى ٱلْبِرِّ وَٱلتَّقْوَىٰ',
    english: /*i18n*/ 'Help one another in goodness and in mindfulness of God.',
    reference: /*i18n*/ 'Quran 5:2',
  },
];

export function Verses() {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {VERSES.map((verse) => (
        <figure key={verse.reference} className="rounded-2xl border border-white/20 bg-white/10 p-5">
          <p lang="ar" dir="rtl" className="text-2xl leading-loose text-gold-300" style={{ fontFamily: "'Noto Naskh Arabic', 'Amiri', serif" }}>
            {verse.arabic}
          </p>
          <blockquote className="mt-2 text-brand-50">{i18n._('“{meaning}”', { meaning: i18n._(verse.english) })}</blockquote>
          <figcaption className="mt-1 text-sm font-medium text-gold-300">{i18n._(verse.reference)}</figcaption>
        </figure>
      ))}
    </div>
  );
}
