import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { translateKnown } from '../../i18n/i18n';
import { cn } from '../../lib/cn';

/**
 * A home page band: an eyebrow, a heading and its content, with consistent spacing. Texts arrive as
 * English catalog ids; the heading's id is made from the English, so it is the same in every language.
 */
export function HomeSection({ id, eyebrow, title, intro, children, className }: { id?: string; eyebrow?: string; title: string; intro?: ReactNode; children: ReactNode; className?: string }) {
  const { i18n } = useLingui();
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z]+/g, '-')}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-4 px-4 py-14 sm:py-20', className)}>
      <div className="mx-auto max-w-6xl">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-gold-800">{translateKnown(i18n, eyebrow)}</p>}
        <h2 id={headingId} className="mt-2 font-display text-3xl font-bold sm:text-4xl">{translateKnown(i18n, title)}</h2>
        {intro && <div className="mt-4 max-w-3xl text-lg text-slate-700">{typeof intro === 'string' ? translateKnown(i18n, intro) : intro}</div>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
