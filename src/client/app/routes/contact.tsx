import { Trans, useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Clock, Globe, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SiteInfo } from '../../../shared/api';
import { displayUrl, telHref } from '../../../shared/contact-links';
import { SCREENS } from '../../../shared/routes';
import { CONTACT_FORM_ANCHOR } from '../../components/layout/need-help-link';
import { BackLink, PageShell } from '../../components/layout/page-shell';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { ExternalLink, MailLink, TEXT_LINK, TextLink } from '../../components/ui/text-link';
import { ContactForm } from '../../features/contact/contact-form';
import { OrganisationDetails } from '../../features/site/organisation-details';
import { siteInfoQuery } from '../../features/site/use-site-info';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function ContactScreen() {
  useDocumentMeta(SCREENS.contact);
  const { i18n } = useLingui();
  const site = useQuery(siteInfoQuery);
  return (
    <PageShell>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        <BackLink />
        <h1 className="mt-4 font-display text-3xl font-bold sm:text-4xl">{i18n._('Contact Us')}</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          {i18n._('Have a question about joining, your pledge or an application for help? We are glad to hear from you.')}
        </p>

        {site.isPending && <Spinner label={i18n._('Loading contact details...')} />}
        {site.isError && (
          <Notice tone="error" title={i18n._('We could not load our contact details')} className="mt-8" live>
            {i18n._('Please check your connection and reload the page.')}
          </Notice>
        )}
        {site.data && <ContactCards site={site.data} />}

        <p className="mt-6 flex items-start gap-2 text-slate-700">
          <Clock aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <span>{i18n._('We read every message. Responses typically come within 24-48 hours.')}</span>
        </p>

        <section id={CONTACT_FORM_ANCHOR} aria-labelledby="contact-form-title" className="mt-10 scroll-mt-24 max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="font-display text-2xl font-semibold">{i18n._('Send us a message')}</h2>
          <p className="mt-2 text-slate-700">{i18n._('Tell us what it is about and how we can help. Every field is needed so we can answer you.')}</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>

        <section aria-labelledby="about-title" className="mt-12 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8">
          <h2 id="about-title" className="font-display text-2xl font-semibold text-brand-950">{i18n._('About Us')}</h2>
          <div className="mt-3 max-w-3xl space-y-3 leading-relaxed text-slate-700">
            <p>
              {i18n._(
                'The Riba-Free Community is a nonprofit organization serving the Muslim community of North America. We help families meet their needs through finance that follows the Shariah: no interest and nothing hidden, just neighbours supporting one another.',
              )}
            </p>
            <OrganisationDetails />
            <p>
              <Trans
                id="Members pledge a small monthly gift, and the pool is shared openly with those in need. Learn how we keep it faithful in our <0>Shariah Compliance Framework</0>."
                components={{ 0: <TextLink to="/shariah-compliance">{null}</TextLink> }}
              />
            </p>
          </div>
        </section>
      </div>
    </PageShell>
  );
}

function ContactCards({ site }: { site: SiteInfo }) {
  const { i18n } = useLingui();
  return (
    <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {site.support_email && (
        <ContactCard icon={<Mail />} title={i18n._('Email')} note={i18n._('Best for questions about your account or an application.')}>
          <MailLink email={site.support_email} />
        </ContactCard>
      )}
      {site.website_url && (
        <ContactCard icon={<Globe />} title={i18n._('Website')} note={i18n._('News, reports and everything about the community.')}>
          <ExternalLink href={site.website_url}><bdi dir="ltr">{displayUrl(site.website_url)}</bdi></ExternalLink>
        </ContactCard>
      )}
      <ContactCard icon={<MapPin />} title={i18n._('Address')} note={i18n._('Our headquarters, where the community’s work is coordinated.')}>
        {/* Isolated: a Latin address keeps its order on an Arabic page, aligned with the card's text. */}
        <address className="whitespace-pre-line not-italic font-medium text-slate-900"><bdi>{site.address}</bdi></address>
      </ContactCard>
      {site.support_phone && (
        <ContactCard icon={<Phone />} title={i18n._('Phone')} note={i18n._('For when you would rather talk it through.')}>
          <a href={telHref(site.support_phone)} dir="ltr" className={TEXT_LINK}>
            {site.support_phone}
          </a>
        </ContactCard>
      )}
      {site.chat_url && (
        <ContactCard icon={<MessageCircle />} title={i18n._('Chat')} note={i18n._('Chat with the team and other members.')}>
          <ExternalLink href={site.chat_url}>{i18n._('Open the community chat')}</ExternalLink>
        </ContactCard>
      )}
    </div>
  );
}

function ContactCard({ icon, title, note, children }: { icon: ReactNode; title: string; note: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-3">
        <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800 [&_svg]:h-5 [&_svg]:w-5">
          {icon}
        </span>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-1">
        <div className="break-words">{children}</div>
        <p className="text-sm text-slate-600">{note}</p>
      </CardContent>
    </Card>
  );
}
