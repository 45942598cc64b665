import { z } from 'zod';
import { singleLineText } from './text';

/** At most this many documents on one application, each at most this large once received. */
export const DOCUMENTS_PER_APPLICATION = 5;
export const DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
export const DOCUMENT_LABEL_MAX = 80;

/** What the file's bytes must be, whatever its name says: photos a phone takes or shares, and PDFs. */
export const DOCUMENT_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];

/** What the file picker offers; the server decides by content. */
export const DOCUMENT_ACCEPT = 'image/*,application/pdf';

export const DOCUMENT_MESSAGES = {
  label: /*i18n*/ 'Give the document a short label (up to 80 characters)',
  type: /*i18n*/ 'This file is not a photo (JPEG, PNG or WebP) or a PDF. Please choose another file.',
  unreadable: /*i18n*/ 'This file could not be read. Please take the photo again or choose another file.',
  encrypted: /*i18n*/ 'This PDF is protected by a password. Please attach a copy without a password.',
  tooLarge: /*i18n*/ 'Each document must be 8 MB or smaller.',
  tooMany: /*i18n*/ 'An application can have at most 5 documents.',
  empty: /*i18n*/ 'The file is empty.',
  decided: /*i18n*/ 'Documents can be added only while the application is under review.',
  notFound: /*i18n*/ 'Document not found',
  uploaded: /*i18n*/ 'Document added',
  failed: /*i18n*/ 'The document could not be added',
  noFile: /*i18n*/ 'Choose a photo or a PDF to add',
} as const;

export const documentUploadQuery = z.object({
  label: singleLineText(DOCUMENT_MESSAGES.label).trim().min(1, DOCUMENT_MESSAGES.label).max(DOCUMENT_LABEL_MAX, DOCUMENT_MESSAGES.label),
});

export const documentParams = z.object({
  id: z.uuid(/*i18n*/ 'Application not found'),
  documentId: z.uuid(DOCUMENT_MESSAGES.notFound),
});

export interface ApplicationDocument {
  id: string;
  label: string;
  media_type: DocumentMediaType;
  size_bytes: number;
  created_at: string;
}

export const DOCUMENTS_API = {
  mine: (applicationId: string) => `/api/applications/${applicationId}/documents`,
  myFile: (applicationId: string, documentId: string) => `/api/applications/${applicationId}/documents/${documentId}`,
  admin: (applicationId: string) => `/api/admin/applications/${applicationId}/documents`,
  adminFile: (applicationId: string, documentId: string) => `/api/admin/applications/${applicationId}/documents/${documentId}`,
} as const;
