import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Operation = Record<string, unknown>;

/** The API contract at /api/openapi.json, each operation marked with its access level (x-access). */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Riba-Free Community API', version: '1.0.0', description: 'Access levels: public, member (signed in), admin.' },
    },
    transform: jsonSchemaTransform,
  });
});

export function openapiDocument(app: FastifyInstance) {
  const doc = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  for (const [url, methods] of Object.entries(doc.paths ?? {})) {
    const fastifyUrl = url.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(methods)) {
      operation['x-access'] = app.routeAccess.get(`${method.toUpperCase()} ${fastifyUrl}`);
    }
  }
  return doc;
}
