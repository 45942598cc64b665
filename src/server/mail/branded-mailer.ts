import type { OrganisationProfile } from '../../shared/schemas/organisation';
import type { Mailer } from './mailer';
import { BRAND_FOOTER, BRAND_HEADER, escapeHtml } from './templates';

/** The name an e-mail is signed with when no legal name is set. */
export const COMMUNITY_NAME = 'Riba-Free Community';

/**
 * The organisation's name, with the site's icon, at the top of the HTML part, and its name, postal
 * address and support address at the bottom; a detail not set is left out. The plain-text part is
 * left as it is.
 */
export function brandEmail(html: string, profile: OrganisationProfile, publicUrl: string): string {
  const name = escapeHtml(profile.legal_name ?? COMMUNITY_NAME);
  const header = `<table role="presentation" style="border-collapse:collapse;margin:0 0 24px"><tr>`
    + `<td style="padding:0 12px 0 0;vertical-align:middle"><img src="${escapeHtml(`${publicUrl}/icon-192.png`)}" width="40" height="40" alt="" style="display:block;border-radius:8px"></td>`
    + `<td style="vertical-align:middle;font-size:18px;font-weight:bold;color:#065f46">${name}</td></tr></table>`;
  const lines = [
    `<strong>${name}</strong>`,
    ...(profile.address ? profile.address.split('\n').map(escapeHtml) : []),
    ...(profile.support_email ? [`<a href="mailto:${escapeHtml(profile.support_email)}" style="color:#4b5563">${escapeHtml(profile.support_email)}</a>`] : []),
  ];
  const footer = `<address style="font-style:normal;font-size:12px;color:#6b7280;margin:32px 0 0;padding-top:16px;border-top:1px solid #e5e7eb">${lines.join('<br>')}</address>`;
  return html.replace(BRAND_HEADER, header).replace(BRAND_FOOTER, footer);
}

/** Sends every message with the organisation's profile as it is at the moment of sending. */
export function brandedMailer(mailer: Mailer, deps: { profile: () => Promise<OrganisationProfile>; publicUrl: string }): Mailer {
  return {
    async send(message) {
      const profile = await deps.profile();
      await mailer.send({ ...message, html: brandEmail(message.html, profile, deps.publicUrl) });
    },
  };
}
