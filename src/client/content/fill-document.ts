import type { DocumentValue } from './document';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How each value is shown where a document writes `{name}`; null when it is not configured. */
const SHOW: Record<DocumentValue, (value: string) => string> = {
  'support-email': (email) => `<a href="mailto:${escapeHtml(email)}" dir="ltr">${escapeHtml(email)}</a>`,
  // Isolated, so a Latin name or number keeps its own direction inside an Arabic sentence.
  'legal-name': (name) => `<bdi>${escapeHtml(name)}</bdi>`,
  'registration-number': (number) => `<bdi dir="ltr">${escapeHtml(number)}</bdi>`,
};

/**
 * Puts the configured values into a compiled document's HTML: a paragraph marked `[if name]` stays
 * only when the value is set and one marked `[unless name]` only when it is not, so each sentence is
 * written whole in each language. A paragraph naming several values (`[if a b]`) needs all of them.
 */
export function fillDocument(html: string, values: Record<DocumentValue, string | null>): string {
  return html
    .replace(/<p data-(if|unless)="([a-z -]+)">([\s\S]*?)<\/p>/g, (_, kind: string, names: string, inner: string) =>
      (kind === 'if') === names.split(' ').every((name) => Boolean(values[name as DocumentValue])) ? `<p>${inner}</p>` : '',
    )
    .replace(/\{([a-z-]+)\}/g, (whole, name: DocumentValue) => {
      const value = values[name];
      return value ? SHOW[name](value) : whole;
    });
}
