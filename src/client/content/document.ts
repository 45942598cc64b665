/**
 * A long text (terms, privacy, the Shariah framework, the FAQ) as the build compiles it from one
 * Markdown file per language (content/<document>/<locale>.md): plain titles and ready HTML, so the
 * browser ships neither Markdown nor its parser.
 */
export interface DocumentPart {
  /** Written in the Markdown (`## Title {#id}`), the same in every language, so anchors never change. */
  id: string;
  title: string;
  html: string;
}

export interface DocumentSection extends DocumentPart {
  /** The `###` parts that follow the section's own text (FAQ questions, the Shariah foundations). */
  items: DocumentPart[];
  /** `{#id .aside}`: set apart after the numbered sections, and left out of the table of contents. */
  aside: boolean;
}

export interface ProseDocument {
  title: string;
  /** What comes between the title and the first section. */
  intro: string;
  sections: DocumentSection[];
}

/** The values a document may show where it writes `{name}` or keep a paragraph for with `[if name]`. */
export const DOCUMENT_VALUES = ['support-email', 'legal-name', 'registration-number'] as const;
export type DocumentValue = (typeof DOCUMENT_VALUES)[number];
