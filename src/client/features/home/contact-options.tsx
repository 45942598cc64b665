import { useLingui } from '@lingui/react';
import { MessageCircle, Phone } from 'lucide-react';
import { telHref } from '../../../shared/contact-links';
import { useSiteInfo } from '../site/use-site-info';

/** The phone line and chat link, when they are configured; nothing at all otherwise. */
export function ContactOptions() {
  const { i18n } = useLingui();
  const site = useSiteInfo();
  if (!site?.support_phone && !site?.chat_url) return null;
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-50">
      {site.support_phone && (
        <a href={telHref(site.support_phone)} className="inline-flex items-center gap-2 hover:underline">
          <Phone aria-hidden className="h-4 w-4" /> {i18n._('Call us: {phone}', { phone: site.support_phone })}
        </a>
      )}
      {site.chat_url && (
        <a href={site.chat_url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 hover:underline">
          <MessageCircle aria-hidden className="h-4 w-4" /> {i18n._('Chat with the community')}<span className="sr-only"> {i18n._('(opens in a new tab)')}</span>
        </a>
      )}
    </div>
  );
}
