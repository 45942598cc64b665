import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/i18n/locales';
import type { ProseDocument } from './document';
import { fillDocument } from './fill-document';
import { parseDocument } from './parse-document';

const DIR = import.meta.dirname;
const DOCUMENTS = readdirSync(DIR).filter((name) => statSync(path.join(DIR, name)).isDirectory());

const read = (document: string, locale: string) => {
  const file = path.join(DIR, document, `${locale}.md`);
  return parseDocument(readFileSync(file, 'utf8'), file);
};

const links = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]).sort();
const conditions = (html: string) => [...html.matchAll(/data-(if|unless)="([^"]*)"/g)].map((m) => m[0]).sort();

/** What must be the same in every language: ids, order, asides, and where each part links to. */
function shape(document: ProseDocument) {
  return document.sections.map((section) => ({
    id: section.id,
    aside: section.aside,
    links: links(section.html),
    conditions: conditions(section.html),
    items: section.items.map((item) => ({ id: item.id, links: links(item.html), conditions: conditions(item.html) })),
  }));
}

describe('long texts', () => {
  it('are the four documents the site links to', () => {
    expect(DOCUMENTS.sort()).toEqual(['faq', 'privacy', 'shariah-compliance', 'terms']);
  });

  describe.each(DOCUMENTS)('%s', (document) => {
    it('exists in every language', () => {
      for (const locale of LOCALES) expect(readdirSync(path.join(DIR, document)), locale).toContain(`${locale}.md`);
    });

    it.each(LOCALES.filter((l) => l !== 'en'))('is translated whole into %s, with the same sections, items, ids and links as in English', (locale) => {
      const english = read(document, 'en');
      const translated = read(document, locale);
      expect(shape(translated)).toEqual(shape(english));
      // Not a copy of the English text left for later: every part with text reads differently.
      expect(translated.title).not.toBe(english.title);
      const parts = (d: ProseDocument) => d.sections.flatMap((s) => [s, ...s.items]).map((p) => p.html);
      const englishParts = parts(english);
      for (const [i, html] of parts(translated).entries()) if (html) expect(html, `${locale} part ${i + 1}`).not.toBe(englishParts[i]);
    });
  });
});

describe('parseDocument', () => {
  it('splits a document into its title, intro, sections and items, with the ids written in it', () => {
    const document = parseDocument('# Title\n\nIntro.\n\n## First {#first}\n\nText.\n\n### Question {#question}\n\nAnswer.\n\n## Box {#box .aside}\n\nAside.', 'test');
    expect(document).toEqual({
      title: 'Title',
      intro: '<p>Intro.</p>',
      sections: [
        { id: 'first', title: 'First', aside: false, html: '<p>Text.</p>', items: [{ id: 'question', title: 'Question', html: '<p>Answer.</p>' }] },
        { id: 'box', title: 'Box', aside: true, html: '<p>Aside.</p>', items: [] },
      ],
    });
  });

  it('refuses a heading without an id, a repeated id, a missing title, an unknown value and an unknown class', () => {
    expect(() => parseDocument('# T\n\n## No id', 'test')).toThrow(/needs an id/);
    expect(() => parseDocument('# T\n\n## A {#a}\n\n### B {#a}', 'test')).toThrow(/used twice/);
    expect(() => parseDocument('## A {#a}', 'test')).toThrow(/exactly one "# Title"/);
    expect(() => parseDocument('# T\n\n[if phone] Call {phone}.', 'test')).toThrow(/unknown value "phone"/);
    expect(() => parseDocument('# T\n\n## A {#a .boxed}', 'test')).toThrow(/unknown class ".boxed"/);
  });

  it('allows a value only in a paragraph kept for when it is set', () => {
    expect(() => parseDocument('# T\n\nWrite to {support-email}.', 'test')).toThrow(/outside a paragraph/);
    expect(parseDocument('# T\n\n[if support-email] Write to {support-email}.\n\n[unless support-email] Use the form.', 'test').intro).toBe(
      '<p data-if="support-email">Write to {support-email}.</p>\n<p data-unless="support-email">Use the form.</p>',
    );
    expect(parseDocument('# T\n\n[if legal-name registration-number] {legal-name}, {registration-number}.', 'test').intro).toBe(
      '<p data-if="legal-name registration-number">{legal-name}, {registration-number}.</p>',
    );
    expect(() => parseDocument('# T\n\n[if legal-name] {legal-name}, {registration-number}.', 'test')).toThrow(/outside a paragraph/);
  });
});

describe('fillDocument', () => {
  const none = { 'support-email': null, 'legal-name': null, 'registration-number': null };
  const html = '<p>Hello.</p><p data-if="support-email">Write to {support-email}.</p><p data-unless="support-email">Use the <a href="/contact">form</a>.</p>';

  it('shows the support e-mail as a link and drops the paragraph written for when there is none', () => {
    expect(fillDocument(html, { ...none, 'support-email': 'help@example.org' })).toBe('<p>Hello.</p><p>Write to <a href="mailto:help@example.org" dir="ltr">help@example.org</a>.</p>');
  });

  it('keeps only the paragraph written for when no support e-mail is configured', () => {
    expect(fillDocument(html, none)).toBe('<p>Hello.</p><p>Use the <a href="/contact">form</a>.</p>');
  });

  it('escapes the configured value', () => {
    expect(fillDocument('<p data-if="support-email">{support-email}</p>', { ...none, 'support-email': 'a"<b>@x.org' })).not.toContain('<b>');
  });

  const registered = '<p data-if="legal-name registration-number">Run by {legal-name}, registration number {registration-number}.</p><p data-unless="legal-name registration-number">Run by a registered nonprofit.</p>';

  it('names the organisation and its registration number when both are set', () => {
    expect(fillDocument(registered, { ...none, 'legal-name': 'Riba-Free Community Inc.', 'registration-number': '12-3456789' }))
      .toBe('<p>Run by <bdi>Riba-Free Community Inc.</bdi>, registration number <bdi dir="ltr">12-3456789</bdi>.</p>');
  });

  it('invents nothing when either is missing', () => {
    expect(fillDocument(registered, { ...none, 'legal-name': 'Riba-Free Community Inc.' })).toBe('<p>Run by a registered nonprofit.</p>');
    expect(fillDocument(registered, { ...none, 'registration-number': '12-3456789' })).toBe('<p>Run by a registered nonprofit.</p>');
  });
});
