import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** Underlined so that a link inside running text never depends on colour alone. */
export const TEXT_LINK = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950 break-words';

/** A link to another screen of the app, for use inside a paragraph. */
export function TextLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link to={to} className={cn(TEXT_LINK, className)}>
      {children}
    </Link>
  );
}

/** A link that leaves the app in a new tab, and says so to screen-reader users. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(TEXT_LINK, className)}>
      {children}
      <span className="sr-only"> {i18n._('(opens in a new tab)')}</span>
    </a>
  );
}

/** An e-mail address that opens the reader's mail program. */
export function MailLink({ email, className }: { email: string; className?: string }) {
  return (
    <a href={`mailto:${email}`} dir="ltr" className={cn(TEXT_LINK, className)}>
      {email}
    </a>
  );
}
