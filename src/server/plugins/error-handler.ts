import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from '../http/errors';
import { translateKnown } from '../i18n/catalogs';

export const GENERIC_ERROR_MESSAGE = /*i18n*/ 'Something went wrong on our side. Please try again in a moment.';

/** Messages are English ids; they leave in the request's language (set by the locale plugin, absent before it runs). */
function translated(body: ErrorBody, request: FastifyRequest): ErrorBody {
  const i18n = request.i18n as FastifyRequest['i18n'] | null;
  if (!i18n) return body;
  const { fields, ...rest } = body.error;
  const t = (message: string) => translateKnown(i18n, message);
  return { error: { ...rest, message: t(rest.message), ...(fields && { fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, t(v)])) }) } };
}

/** Every error leaves as { error: { code, message, fields? } }; the first validation message is the one shown. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const send = (status: number, body: ErrorBody) => reply.status(status).send(translated(body, request));
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(error.status, { error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }) } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return send(400, { error: { code: 'validation_failed', message: first, fields } });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? /*i18n*/ 'The request is too large.' : /*i18n*/ 'The request could not be understood.';
      return send(status, { error: { code: error.code ?? 'bad_request', message } });
    }
    request.log.error({ err: error }, 'request failed');
    return send(500, { error: { code: 'internal', message: GENERIC_ERROR_MESSAGE } });
  });
});
