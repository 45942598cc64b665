import { PUBLIC_URL_TOKEN } from '../../shared/prerendered-page';

const SITE_NAME = 'Riba-Free Community';

/** The 1200×630 card messengers and social sites show for a shared link (made by scripts/social-card/). */
export const SOCIAL_CARD = { path: '/social-card.png', width: 1200, height: 630, alt: 'Riba-Free Community: helping one another, free of interest' };

const escapeAttr = (value: string) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/**
 * The head tags of a prerendered page: title, description, canonical address and the Open Graph and
 * Twitter card tags that make a shared link (a referral link is the home page with ?ref=) show a
 * preview. Addresses carry the public URL token, filled in when the page is served.
 */
export function pageHead(page: { path: string; title: string; description: string; indexable: boolean }): string {
  const url = `${PUBLIC_URL_TOKEN}${page.path}`;
  const image = `${PUBLIC_URL_TOKEN}${SOCIAL_CARD.path}`;
  const title = escapeAttr(page.title);
  const description = escapeAttr(page.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    page.indexable ? `<link rel="canonical" href="${url}" />` : '<meta name="robots" content="noindex" />',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    '<meta property="og:image:type" content="image/png" />',
    `<meta property="og:image:width" content="${SOCIAL_CARD.width}" />`,
    `<meta property="og:image:height" content="${SOCIAL_CARD.height}" />`,
    `<meta property="og:image:alt" content="${escapeAttr(SOCIAL_CARD.alt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
  return tags.join('\n    ');
}
