import type { DocumentValue } from './document';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How each value is shown where a document writes `{name}`; null when it is not configured. */
const SHOW: Record<DocumentValue, (value: string) => string> = {
  'support-email': (email) => `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`,
};

/**
 * Puts the configured values into a compiled document's HTML: a paragraph marked `[if name]` stays
 * only when the value is set and one marked `[unless name]` only when it is not, so each sentence is
 * written whole in each language.
 */
export function fillDocument(html: string, values: Record<DocumentValue, string | null>): string {
  return html
    .replace(/<p data-(if|unless)="([a-z-]+)">([\s\S]*?)<\/p>/g, (_, kind: string, name: DocumentValue, inner: string) =>
      (kind === 'if') === Boolean(values[name]) ? `<p>${inner}</p>` : '',
    )
    .replace(/\{([a-z-]+)\}/g, (whole, name: DocumentValue) => {
      const value = values[name];
      return value ? SHOW[name](value) : whole;
    });
}
