import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { COPYRIGHT_MESSAGE, copyrightYears } from '../../../shared/domain/copyright';
import { useSession } from '../../features/auth/session';
import { isolate, useOrganisation } from '../../features/site/use-organisation';
import { LogoMark } from './logo';
import { NeedHelpLink } from './need-help-link';

function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-gold-300">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-brand-50 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The organisation's legal name, number and postal address, each only when it has given them. */
function FooterOrganisation() {
  const { i18n } = useLingui();
  const org = useOrganisation();
  if (!org || (!org.legal_name && !org.registration_number && !org.postal_address)) return null;
  return (
    <address data-testid="footer-organisation" className="mt-3 text-sm not-italic text-brand-100">
      {org.legal_name && <span className="block font-semibold text-white">{isolate(org.legal_name)}</span>}
      {org.registration_number && <span className="block">{i18n._('Registration number: {number}', { number: isolate(org.registration_number) })}</span>}
      {org.postal_address?.split('\n').map((line) => <span key={line} className="block">{isolate(line)}</span>)}
    </address>
  );
}

export function SiteFooter() {
  const { i18n } = useLingui();
  const { user } = useSession();
  const platform = [
    { to: '/transparency', label: i18n._('Transparency Reports') },
    { to: '/reviews', label: i18n._('Community Reviews') },
    { to: '/ambassador', label: i18n._('Ambassador Program') },
    user ? { to: '/dashboard', label: i18n._('Dashboard') } : { to: '/auth', label: i18n._('Join/Login') },
    { to: '/shariah-compliance', label: i18n._('Shariah Compliance') },
  ];
  const resources = [
    { to: '/resources', label: i18n._('FAQ') },
    { to: '/contact', label: i18n._('Contact') },
    { to: '/privacy', label: i18n._('Privacy Policy') },
    { to: '/terms', label: i18n._('Terms of Service') },
  ];
  return (
    <footer className="palette-light bg-brand-950 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <div className="flex items-center gap-3">
            <LogoMark />
            <p className="font-display text-lg font-bold text-white">Riba-Free Community</p>
          </div>
          <p className="mt-3 max-w-md text-sm text-brand-100">
            {i18n._('A community that lends a hand without interest: members pledge together, and each month the pool goes to those in need, in the open.')}
          </p>
          <FooterOrganisation />
          <NeedHelpLink className="mt-4 text-white hover:text-gold-300" />
        </div>
        <LinkList title={i18n._('Platform')} links={platform} />
        <LinkList title={i18n._('Resources')} links={resources} />
      </div>
      <p data-copyright className="border-t border-brand-900 px-4 py-5 text-center text-sm text-brand-100">
        {i18n._(COPYRIGHT_MESSAGE, { years: copyrightYears() })}
      </p>
    </footer>
  );
}
