import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from '../http/errors';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Every error leaves as { error: { code, message, fields? } }; the first validation message is the one shown. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = { error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }) } };
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send({ error: { code: 'validation_failed', message: first, fields } } satisfies ErrorBody);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? 'The request is too large.' : 'The request could not be understood.';
      return reply.status(status).send({ error: { code: error.code ?? 'bad_request', message } } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 'internal', message: GENERIC_ERROR_MESSAGE } } satisfies ErrorBody);
  });
});
