import { Lexer, Parser, type Token, type Tokens } from 'marked';
import { DOCUMENT_VALUES, type DocumentPart, type DocumentSection, type ProseDocument } from './document';

const HEADING_ATTRIBUTES = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)((?:\s+\.[a-z]+)*)\}\s*$/;
const CONDITION = /<p>\[(if|unless) ([a-z-]+(?: [a-z-]+)*)\]\s*/g;
const VALUE = /\{([a-z-]+)\}/g;

const known = (name: string, where: string) => {
  if (!(DOCUMENT_VALUES as readonly string[]).includes(name)) throw new Error(`${where}: unknown value "${name}" (known: ${DOCUMENT_VALUES.join(', ')})`);
};

/**
 * Marked's HTML, with `<p>[if name] …` turned into `<p data-if="name">…` for the page to keep or drop.
 * `[if a b]` names several values, all of which must be set.
 */
function render(tokens: Token[], where: string): string {
  const html = Parser.parse(tokens).trim();
  const marked = html.replace(CONDITION, (_, kind: string, names: string) => {
    for (const name of names.split(' ')) known(name, where);
    return `<p data-${kind}="${names}">`;
  });
  // A value may be missing from the configuration, so it is shown only where the paragraph asks for it.
  for (const [, name] of marked.matchAll(VALUE)) {
    known(name as string, where);
    const outside = marked.replace(new RegExp(`<p data-if="(?:[a-z-]+ )*${name}(?: [a-z-]+)*">[\\s\\S]*?</p>`, 'g'), '');
    if (outside.includes(`{${name}}`)) throw new Error(`${where}: {${name}} is used outside a paragraph that starts with [if ${name}]`);
  }
  return marked;
}

function heading(token: Tokens.Heading, where: string): { id: string; title: string; classes: string[] } {
  const match = HEADING_ATTRIBUTES.exec(token.text);
  if (!match) throw new Error(`${where}: the heading "${token.text}" needs an id, as in "## Title {#title}"`);
  const classes = (match[2] ?? '').split(/\s+/).filter(Boolean).map((c) => c.slice(1));
  const unknown = classes.find((c) => c !== 'aside');
  if (unknown) throw new Error(`${where}: the heading "${token.text}" has an unknown class ".${unknown}" (known: .aside)`);
  return { id: match[1] as string, title: token.text.slice(0, match.index).trim(), classes };
}

/**
 * Compiles one document: `# Title`, an intro, then `## Section {#id}` parts, each optionally ending
 * with `### Item {#id}` parts. Every section and item must carry its id, so each language keeps the
 * same anchors; an unknown `{value}` or `[if value]` fails the build instead of showing up as text.
 */
export function parseDocument(markdown: string, where: string): ProseDocument {
  const tokens = Lexer.lex(markdown);
  const headings = tokens.filter((t): t is Tokens.Heading => t.type === 'heading');
  const title = headings.find((t) => t.depth === 1);
  if (!title || headings.filter((t) => t.depth === 1).length !== 1) throw new Error(`${where}: a document has exactly one "# Title"`);

  const intro: Token[] = [];
  const sections: { section: Omit<DocumentSection, 'html' | 'items'>; body: Token[]; items: { item: Omit<DocumentPart, 'html'>; body: Token[] }[] }[] = [];
  for (const token of tokens) {
    if (token === title) continue;
    const current = sections.at(-1);
    if (token.type === 'heading' && token.depth === 2) {
      const { id, title: text, classes } = heading(token as Tokens.Heading, where);
      sections.push({ section: { id, title: text, aside: classes.includes('aside') }, body: [], items: [] });
    } else if (token.type === 'heading' && token.depth === 3) {
      if (!current) throw new Error(`${where}: "${(token as Tokens.Heading).text}" comes before any section`);
      const { id, title: text } = heading(token as Tokens.Heading, where);
      current.items.push({ item: { id, title: text }, body: [] });
    } else if (token.type === 'heading') {
      throw new Error(`${where}: only #, ## and ### headings are used`);
    } else if (!current) {
      intro.push(token);
    } else {
      (current.items.at(-1)?.body ?? current.body).push(token);
    }
  }

  const ids = [...sections.map((s) => s.section.id), ...sections.flatMap((s) => s.items.map((i) => i.item.id))];
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated) throw new Error(`${where}: the id "${repeated}" is used twice`);

  return {
    title: title.text.trim(),
    intro: render(intro, where),
    sections: sections.map(({ section, body, items }) => ({
      ...section,
      html: render(body, where),
      items: items.map(({ item, body: itemBody }) => ({ ...item, html: render(itemBody, where) })),
    })),
  };
}
