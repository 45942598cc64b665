import { useLingui } from '@lingui/react';
import { Mail, MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { SupportEmailLink } from './support-email-link';
import { useSiteInfo } from './use-site-info';

/** The FAQ's closing invitation: the support address when there is one, and the Contact page always. */
export function StillHaveQuestions() {
  const { i18n } = useLingui();
  // Without an address the envelope would stand beside a link to the Contact page, which the button below is already.
  const hasEmail = Boolean(useSiteInfo()?.support_email);
  return (
    <section aria-labelledby="still-title" className="palette-light mt-14 rounded-2xl bg-gradient-to-br from-brand-900 to-brand-950 p-6 text-brand-50 sm:p-8">
      <MessageCircleQuestion aria-hidden className="h-9 w-9 text-gold-300" />
      <h2 id="still-title" className="mt-3 font-display text-2xl font-semibold text-white">
        {i18n._('Still have questions?')}
      </h2>
      <p className="mt-2">{i18n._('We are happy to help. Write to us and a member of the team will usually reply within 24 to 48 hours.')}</p>
      {hasEmail && (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-lg">
          <Mail aria-hidden className="h-5 w-5 shrink-0 text-gold-300" />
          <SupportEmailLink className="break-words font-semibold text-white underline underline-offset-4 hover:text-gold-300" />
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild variant="gold">
          <Link to="/contact">{i18n._('Contact us')}</Link>
        </Button>
        <Button asChild variant="outlineLight">
          <Link to="/shariah-compliance">{i18n._('Our Shariah framework')}</Link>
        </Button>
      </div>
    </section>
  );
}
