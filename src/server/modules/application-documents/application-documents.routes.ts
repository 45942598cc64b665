import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { applicationIdParams } from '../../../shared/schemas/applications';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, documentParams, documentUploadQuery } from '../../../shared/schemas/application-documents';
import { AppError } from '../../http/errors';
import { requireAdmin, requireSession } from '../../plugins/session';
import type { ApplicationDocumentsService, Reader } from './application-documents.service';

/** A little over the file limit, so the service, not the parser, says the limit in words. */
const UPLOAD_BODY_LIMIT = DOCUMENT_MAX_BYTES + 1024;

/** Quoted for the header, with anything outside plain ASCII spelled in the RFC 5987 form. */
function contentDisposition(label: string, mediaType: string): string {
  const extension = mediaType === 'application/pdf' ? 'pdf' : mediaType.split('/')[1]!;
  const name = `${label}.${extension}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const applicationDocumentsRoutes: FastifyPluginAsyncZod<{ documents: ApplicationDocumentsService }> = async (app, { documents }) => {
  const mine = '/api/applications/:id/documents';
  const myFile = '/api/applications/:id/documents/:documentId';
  const admin = '/api/admin/applications/:id/documents';
  const adminFile = '/api/admin/applications/:id/documents/:documentId';

  // The file is the body itself (no multipart parser): its label comes in the query string.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(mine, {
      config: { access: 'member', fileUpload: true },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { tags: ['applications'], summary: 'Attach a photo or PDF to your application under review (the raw file as the body)', params: applicationIdParams, querystring: documentUploadQuery },
    }, async (request, reply) => {
      // A JSON body reached the JSON parser instead: it is no file.
      if (!Buffer.isBuffer(request.body)) throw new AppError(415, 'unsupported_media_type', DOCUMENT_MESSAGES.type);
      const document = await documents.upload(requireSession(request).userId, request.params.id, request.query.label, request.body);
      return reply.status(201).send({ success: true, message: DOCUMENT_MESSAGES.uploaded, document });
    });
  });

  app.get(mine, {
    config: { access: 'member' },
    schema: { tags: ['applications'], summary: "Your application's documents", params: applicationIdParams },
  }, async (request) => ({ items: await documents.list({ id: requireSession(request).userId, reviewer: false }, request.params.id) }));

  app.get(admin, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: "An application's documents, for its review", params: applicationIdParams },
  }, async (request) => ({ items: await documents.list({ id: requireAdmin(request).id, reviewer: true }, request.params.id) }));

  async function serve(reader: Reader, params: { id: string; documentId: string }, reply: FastifyReply) {
    const file = await documents.read(reader, params.id, params.documentId);
    return reply
      .header('content-type', file.mediaType)
      .header('content-disposition', contentDisposition(file.label, file.mediaType))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.data);
  }

  app.get(myFile, {
    config: { access: 'member' },
    schema: { tags: ['applications'], summary: 'One of your documents (each reading is audited)', params: documentParams },
  }, async (request, reply) => {
    const session = requireSession(request);
    return serve({ id: session.userId, email: session.email, reviewer: false }, request.params, reply);
  });

  app.get(adminFile, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: "One of an application's documents (each reading is audited)", params: documentParams },
  }, async (request, reply) => serve({ ...requireAdmin(request), reviewer: true }, request.params, reply));
};
