import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import { DOCUMENT_MEDIA_TYPES, DOCUMENT_MESSAGES, type DocumentMediaType } from '../../../shared/schemas/application-documents';
import { AppError } from '../../http/errors';

const unsupported = () => new AppError(415, 'unsupported_media_type', DOCUMENT_MESSAGES.type);
const unreadable = () => new AppError(422, 'unreadable_document', DOCUMENT_MESSAGES.unreadable);

const isAccepted = (mime: string): mime is DocumentMediaType => (DOCUMENT_MEDIA_TYPES as readonly string[]).includes(mime);

/**
 * An image drawn again from its pixels: the camera's EXIF (place, time, device), XMP and ICC
 * comments are left behind, since sharp writes no metadata unless asked. The orientation the EXIF
 * gave is applied to the pixels first, so the photo still reads the right way up.
 */
async function cleanImage(data: Buffer, type: DocumentMediaType): Promise<Buffer> {
  const image = sharp(data, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
  if (type === 'image/png') return image.png().toBuffer();
  if (type === 'image/webp') return image.webp({ quality: 90 }).toBuffer();
  return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

/** A PDF without its Info dictionary (author, producer, dates) and its XMP metadata stream. */
async function cleanPdf(data: Buffer): Promise<Buffer> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(data, { updateMetadata: false });
  } catch (err) {
    if (err instanceof Error && /encrypted/i.test(err.message)) throw new AppError(422, 'encrypted_document', DOCUMENT_MESSAGES.encrypted);
    throw unreadable();
  }
  const info = pdf.context.trailerInfo.Info;
  if (info instanceof PDFRef) pdf.context.delete(info);
  pdf.context.trailerInfo.Info = undefined;
  const metadata = pdf.catalog.get(PDFName.of('Metadata'));
  pdf.catalog.delete(PDFName.of('Metadata'));
  if (metadata instanceof PDFRef) pdf.context.delete(metadata);
  return Buffer.from(await pdf.save({ updateFieldAppearances: false }));
}

/**
 * Decides what a file is from its bytes, never its name or the type the browser claimed, and
 * answers a copy without its metadata. Anything else is refused.
 */
export async function cleanDocument(data: Buffer): Promise<{ mediaType: DocumentMediaType; data: Buffer }> {
  const sniffed = await fileTypeFromBuffer(data);
  if (!sniffed || !isAccepted(sniffed.mime)) throw unsupported();
  try {
    const clean = sniffed.mime === 'application/pdf' ? await cleanPdf(data) : await cleanImage(data, sniffed.mime);
    return { mediaType: sniffed.mime, data: clean };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unreadable();
  }
}
