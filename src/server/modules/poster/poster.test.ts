import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '../../../shared/api';
import { createMember, createTestApp, type TestApp } from '../../../../test/support/api-harness';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(async () => t.close());

const download = (query: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `${API.posterPdf}${query}`, headers });

async function parsed(body: Buffer) {
  const pdf = await PDFDocument.load(body, { updateMetadata: false });
  const page = pdf.getPage(0);
  const link = page.node.Annots()?.lookup(0, PDFDict).lookup(PDFName.of('A'), PDFDict).lookup(PDFName.of('URI'), PDFString).decodeText();
  return { pages: pdf.getPages().map((p) => p.getSize()), title: pdf.getTitle(), language: pdf.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText(), link };
}

/** The page's lines as written, from the ActualText span around each drawn line. */
async function writtenLines(body: Buffer): Promise<string[]> {
  const page = (await PDFDocument.load(body)).getPage(0);
  const contents = page.node.Contents();
  const streams = (contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents]).filter((s) => s instanceof PDFRawStream);
  const operators = streams.map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')).join('\n');
  return [...operators.matchAll(/\/ActualText <FEFF([0-9A-F]*)>/gi)].map(([, hex]) => Buffer.from(hex!, 'hex').swap16().toString('utf16le'));
}

describe('GET /api/poster.pdf', () => {
  it.each([
    ['a4', { width: 595.28, height: 841.89 }],
    ['letter', { width: 612, height: 792 }],
  ])('gives a one-page %s PDF file, with the poster\'s headline as its title, to anyone', async (size, dimensions) => {
    const res = await download(`?size=${size}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="riba-free-community-poster-${size}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await parsed(res.rawPayload);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.width).toBeCloseTo(dimensions.width, 1);
    expect(pdf.pages[0]!.height).toBeCloseTo(dimensions.height, 1);
    expect(pdf.title).toBe('Join 6+ Million Muslims Building a Riba-Free Community');
  });

  it('is A4 when no size is given, and refuses any other size', async () => {
    const plain = await download('');
    expect((await parsed(plain.rawPayload)).pages[0]!.height).toBeCloseTo(841.89, 1);
    const other = await download('?size=a3');
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toEqual({ size: 'Please choose A4 or US Letter' });
  });

  it('speaks the reader\'s language: French and Arabic titles and document language', async () => {
    const french = await parsed((await download('?size=letter', { cookie: 'locale=fr-CA' })).rawPayload);
    expect(french.title).toBe('Rejoignez plus de 6 millions de musulmans qui bâtissent une communauté sans riba');
    expect(french.language).toBe('fr-CA');
    const arabic = await parsed((await download('?size=a4', { cookie: 'locale=ar' })).rawPayload);
    expect(arabic.title).toBe('انضمّوا إلى أكثر من 6 ملايين مسلم يبنون مجتمعًا خاليًا من الربا');
    expect(arabic.language).toBe('ar');
  });

  it('holds the Arabic poster\'s text as written, the Quran verses with their vowel marks, for copying and searching', async () => {
    const lines = await writtenLines((await download('?size=a4', { cookie: 'locale=ar' })).rawPayload);
    expect(lines).toContain('وَتَعَاوَنُوا عَلَى الْبِرِّ وَالتَّقْوَىٰ');
    expect(lines.join(' ')).toContain('وَأَحَلَّ اللَّهُ الْبَيْعَ وَحَرَّمَ الرِّبَا');
    expect(lines.join(' ')).toContain('انضمّوا إلى أكثر من 6 ملايين مسلم');
    const english = await writtenLines((await download('?size=letter')).rawPayload);
    expect(english.join(' ')).toContain('Join 6+ Million Muslims Building a Riba-Free Community');
  });

  it('embeds the fonts as subsets, so a download stays small', async () => {
    const res = await download('?size=a4', { cookie: 'locale=ar' });
    expect(res.rawPayload.length).toBeLessThan(200_000);
  });

  it('links the QR code to the site for a visitor, and to a signed-in member\'s referral link, answered privately', async () => {
    expect((await parsed((await download('?size=a4')).rawPayload)).link).toBe('http://localhost:3000');
    const member = await createMember(t);
    const res = await download('?size=a4', { cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    const code = (await t.services.members.findProfile(member.id))!.referral_code;
    expect((await parsed(res.rawPayload)).link).toBe(`http://localhost:3000/?ref=${code}`);
  });

  it('draws a visitor\'s poster once per language and size on the PDF thread, and answers 304 to a copy already held', async () => {
    const own = await createTestApp();
    const draws = vi.spyOn(own.services.pdfs, 'draw');
    const download = (query: string, headers: Record<string, string> = {}) => own.app.inject({ method: 'GET', url: `${API.posterPdf}${query}`, headers });
    try {
      const first = await download('?size=letter', { cookie: 'locale=ar' });
      const second = await download('?size=letter', { cookie: 'locale=ar' });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(first.headers['cache-control']).toBe('public, max-age=86400');
      const held = await download('?size=letter', { cookie: 'locale=ar', 'if-none-match': String(first.headers.etag) });
      expect(held.statusCode).toBe(304);
      expect(held.rawPayload).toHaveLength(0);
      await download('?size=a4', { cookie: 'locale=ar' });
      expect(draws.mock.calls.map(([task]) => task.kind === 'poster' && `${task.locale}:${task.size}`)).toEqual(['ar:letter', 'ar:a4']);

      const member = await createMember(own);
      await download('?size=letter', { cookie: `${member.cookie}; locale=ar` });
      await download('?size=letter', { cookie: `${member.cookie}; locale=ar` });
      expect(draws).toHaveBeenCalledTimes(4);
    } finally {
      await own.close();
    }
  });

  it('answers 429 past the downloads allowed per address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_POSTER: '2/600' });
    try {
      const send = () => limited.app.inject({ method: 'GET', url: API.posterPdf });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
