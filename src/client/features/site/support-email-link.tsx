import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { useSiteInfo } from './use-site-info';

/** The support address as a mailto link; until it is known (or if none is configured), the Contact page. */
export function SupportEmailLink({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const email = useSiteInfo()?.support_email;
  if (!email) {
    return (
      <Link to="/contact" className={className}>
        {i18n._('the address on our Contact page')}
      </Link>
    );
  }
  return (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  );
}
