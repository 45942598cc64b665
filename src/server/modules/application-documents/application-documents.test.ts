import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { DOCUMENT_MAX_BYTES, DOCUMENTS_API } from '../../../shared/schemas/application-documents';
import { createMember, createTestApp, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { startFakeS3, type FakeS3 } from '../../../../test/support/fake-s3';
import { FILES_DIR } from '../../storage/create-blob-store';
import { ASKED_FOR } from '../../../../test/support/application-request';

const REASON = 'Our car broke down and I cannot reach work without it; the repair costs more than we have.';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A real photo as a phone sends it: JPEG with the camera's EXIF, here an author and a GPS position. */
async function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { Artist: 'Amina Rahman', Make: 'PhoneMaker', Model: 'Camera 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 17/1 0/1' } })
    .jpeg()
    .toBuffer();
}

const png = () => sharp({ create: { width: 8, height: 8, channels: 4, background: '#336699' } }).png().toBuffer();

/** A PDF carrying an author in its Info dictionary and an XMP packet naming the member. */
async function pdfWithMetadata(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Electricity bill', { x: 20, y: 100, size: 12 });
  pdf.setAuthor('Amina Rahman');
  pdf.setProducer('Scanner Suite');
  const xmp = pdf.context.stream('<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>Amina Rahman</dc:creator></x:xmpmeta>', { Type: 'Metadata', Subtype: 'XML' });
  pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(xmp));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

const backends: { name: string; s3: boolean }[] = [
  { name: 'the data directory', s3: false },
  { name: 'an S3-compatible store', s3: true },
];

describe.each(backends)('application documents kept in $name', ({ s3 }) => {
  let t: TestApp;
  let fake: FakeS3 | undefined;
  beforeAll(async () => {
    fake = s3 ? await startFakeS3() : undefined;
    t = await createTestApp({ ...fake?.env(), EVIDENCE_RETENTION_DAYS: '90' });
  });
  afterAll(async () => {
    await t.close();
    await fake?.close();
  });

  /** What the store holds under a key, exactly as it holds it (undefined when gone). */
  const stored = (key: string): Buffer | undefined => {
    if (fake) return fake.objects.get(key);
    const file = path.join(t.config.dataDir, FILES_DIR, ...key.split('/'));
    return existsSync(file) ? readFileSync(file) : undefined;
  };

  async function applyAs(member: TestMember): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: member.cookie }, payload: { reason: REASON, eligibility_confirmed: true, ...ASKED_FOR } });
    expect(res.statusCode).toBe(201);
    return res.json().application.id as string;
  }

  const upload = (member: TestMember, applicationId: string, body: Buffer, label = 'Photo of my ID') =>
    t.injectRaw({
      method: 'POST',
      url: `${DOCUMENTS_API.mine(applicationId)}?label=${encodeURIComponent(label)}`,
      headers: { cookie: member.cookie, 'content-type': 'application/octet-stream' },
      payload: body,
    });

  const keyOf = async (documentId: string) =>
    (await t.db.kysely.selectFrom('application_documents').select('storage_key').where('id', '=', documentId).executeTakeFirstOrThrow()).storage_key;

  it('takes a phone photo, keeps it encrypted, and gives it back to its applicant without its EXIF', async () => {
    const member = await createMember(t);
    const id = await applyAs(member);
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(member, id, original, 'Électricité – facture');
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json().document;
    expect(document).toMatchObject({ label: 'Électricité – facture', media_type: 'image/jpeg' });

    const kept = stored(await keyOf(document.id))!;
    expect(kept).toBeDefined();
    // Neither the JPEG's start nor the author's name can be read where the file is kept.
    expect(kept.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(false);
    expect(kept.includes(Buffer.from('Amina'))).toBe(false);

    const file = await t.app.inject({ method: 'GET', url: DOCUMENTS_API.myFile(id, document.id), headers: { cookie: member.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename=".*\.jpeg"; filename\*=UTF-8''%C3%89lectricit%C3%A9/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    const served = file.rawPayload;
    const metadata = await sharp(served).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(served.includes(Buffer.from('Amina Rahman'))).toBe(false);
    expect(served.includes(Buffer.from('PhoneMaker'))).toBe(false);

    const list = await t.app.inject({ method: 'GET', url: DOCUMENTS_API.mine(id), headers: { cookie: member.cookie } });
    expect(list.json().items.map((d: { id: string }) => d.id)).toEqual([document.id]);
  });

  it("removes a PDF's Info dictionary and XMP metadata", async () => {
    const member = await createMember(t);
    const id = await applyAs(member);
    const original = await pdfWithMetadata();
    expect(original.includes(Buffer.from('Amina Rahman'))).toBe(true);
    const res = await upload(member, id, original, 'Electricity bill');
    expect(res.statusCode, res.body).toBe(201);
    const file = await t.app.inject({ method: 'GET', url: DOCUMENTS_API.myFile(id, res.json().document.id), headers: { cookie: member.cookie } });
    expect(file.headers['content-type']).toBe('application/pdf');
    const cleaned = await PDFDocument.load(file.rawPayload, { updateMetadata: false });
    expect(cleaned.getAuthor()).toBeUndefined();
    expect(cleaned.getProducer()).toBeUndefined();
    expect(cleaned.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    expect(cleaned.getPageCount()).toBe(1);
    expect(file.rawPayload.includes(Buffer.from('Amina Rahman'))).toBe(false);
  });

  it('refuses files by their content, not their name or claimed type, and beyond the size and count limits', async () => {
    const member = await createMember(t);
    const id = await applyAs(member);
    const refusedAs = async (body: Buffer, status: number, message: string) => {
      const res = await upload(member, id, body, 'photo.jpg');
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toBe(message);
    };
    const notADocument = 'This file is not a photo (JPEG, PNG or WebP) or a PDF. Please choose another file.';
    await refusedAs(Buffer.from('<html><script>alert(1)</script></html>'), 415, notADocument);
    await refusedAs(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 415, notADocument);
    await refusedAs(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer(), 415, notADocument);
    await refusedAs(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), 422, 'This file could not be read. Please take the photo again or choose another file.');
    const tooLarge = Buffer.concat([await png(), Buffer.alloc(DOCUMENT_MAX_BYTES, 1)]);
    await refusedAs(tooLarge, 413, 'Each document must be 8 MB or smaller.');
    const noLabel = await upload(member, id, await png(), ' ');
    expect(noLabel.statusCode).toBe(400);
    // JSON is not a file, and a form's type is refused before anything is read.
    const asJson = await t.app.inject({ method: 'POST', url: `${DOCUMENTS_API.mine(id)}?label=x`, headers: { cookie: member.cookie }, payload: { file: 'x' } });
    expect(asJson.statusCode).toBe(415);
    const asForm = await t.injectRaw({ method: 'POST', url: `${DOCUMENTS_API.mine(id)}?label=x`, headers: { cookie: member.cookie, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' });
    expect(asForm.statusCode).toBe(415);
    expect(await t.db.kysely.selectFrom('application_documents').select('id').where('application_id', '=', id).execute()).toEqual([]);

    for (let i = 1; i <= 5; i += 1) expect((await upload(member, id, await png(), `Page ${i}`)).statusCode).toBe(201);
    const sixth = await upload(member, id, await png(), 'Page 6');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.message).toBe('An application can have at most 5 documents.');
  });

  it('serves documents only to the applicant and to reviewers, and audits each reading', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const admin = await createMember(t, { admin: true });
    const id = await applyAs(member);
    const documentId = (await upload(member, id, await png(), 'Lease')).json().document.id as string;

    for (const url of [DOCUMENTS_API.mine(id), DOCUMENTS_API.myFile(id, documentId)]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: DOCUMENTS_API.adminFile(id, documentId), headers: { cookie: member.cookie } })).statusCode).toBe(403);
    const otherUpload = await upload(other, id, await png(), 'Not mine');
    expect(otherUpload.statusCode).toBe(404);

    const listed = await t.app.inject({ method: 'GET', url: DOCUMENTS_API.admin(id), headers: { cookie: admin.cookie } });
    expect(listed.json().items).toMatchObject([{ id: documentId, label: 'Lease', media_type: 'image/png' }]);
    const seen = await t.app.inject({ method: 'GET', url: DOCUMENTS_API.adminFile(id, documentId), headers: { cookie: admin.cookie } });
    expect(seen.statusCode).toBe(200);
    expect((await sharp(seen.rawPayload).metadata()).format).toBe('png');
    expect((await t.app.inject({ method: 'GET', url: DOCUMENTS_API.myFile(id, documentId), headers: { cookie: member.cookie } })).statusCode).toBe(200);

    const views = await t.db.kysely.selectFrom('audit_log').select(['actor_id', 'action', 'after_json']).where('entity_type', '=', 'application_document').where('entity_id', '=', documentId).orderBy('created_at').execute();
    expect(views.map((v) => [v.actor_id, v.action, JSON.parse(v.after_json ?? '{}').as])).toEqual([[admin.id, 'document_view', 'reviewer'], [member.id, 'document_view', 'applicant']]);
  });

  it('takes no document once the application is decided', async () => {
    const member = await createMember(t);
    const admin = await createMember(t, { admin: true });
    const id = await applyAs(member);
    expect((await t.app.inject({ method: 'PUT', url: API.adminReject(id), headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    const late = await upload(member, id, await png());
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Documents can be added only while the application is under review.');
  });

  it('erases documents once the retention period after the decision has passed, by the daily job', async () => {
    const admin = await createMember(t, { admin: true });
    const decide = async (member: TestMember, daysAgo: number | null) => {
      const id = await applyAs(member);
      const documentId = (await upload(member, id, await png())).json().document.id as string;
      if (daysAgo !== null) {
        expect((await t.app.inject({ method: 'PUT', url: API.adminReject(id), headers: { cookie: admin.cookie } })).statusCode).toBe(200);
        await t.db.kysely.updateTable('beneficiaries').set({ reviewed_at: new Date(Date.now() - daysAgo * DAY_MS).toISOString() }).where('id', '=', id).execute();
      }
      return { id, documentId, key: await keyOf(documentId) };
    };
    const old = await decide(await createMember(t), 91);
    const recent = await decide(await createMember(t), 89);
    const open = await decide(await createMember(t), null);

    await t.services.documents.sweep(new Date());

    expect(stored(old.key)).toBeUndefined();
    expect(await t.db.kysely.selectFrom('application_documents').select('id').where('id', '=', old.documentId).execute()).toEqual([]);
    for (const kept of [recent, open]) {
      expect(stored(kept.key)).toBeDefined();
      expect(await t.db.kysely.selectFrom('application_documents').select('id').where('id', '=', kept.documentId).execute()).toHaveLength(1);
    }
  });

  it("erases an account's documents with the account", async () => {
    const member = await createMember(t);
    const id = await applyAs(member);
    const documentId = (await upload(member, id, await png(), 'Bank statement')).json().document.id as string;
    const key = await keyOf(documentId);
    expect(stored(key)).toBeDefined();

    const closed = await t.app.inject({ method: 'POST', url: API.closeAccount, headers: { cookie: member.cookie }, payload: { password: member.password } });
    expect(closed.statusCode, closed.body).toBe(200);

    expect(stored(key)).toBeUndefined();
    expect(await t.db.kysely.selectFrom('application_documents').select('id').where('id', '=', documentId).execute()).toEqual([]);
  });
});
