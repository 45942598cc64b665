import { useLingui } from '@lingui/react';
import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** Where the contact form starts on /contact. */
export const CONTACT_FORM_ANCHOR = 'send-message';

/** "Need help?" on the screens where people get stuck, straight to the contact form. */
export function NeedHelpLink({ className }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <Link to={`/contact#${CONTACT_FORM_ANCHOR}`} className={cn('inline-flex items-center gap-2 font-medium underline underline-offset-2', className)}>
      <LifeBuoy aria-hidden className="h-4 w-4 shrink-0" />
      {i18n._('Need help? Send us a message')}
    </Link>
  );
}
