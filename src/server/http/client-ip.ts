import type { FastifyRequest } from 'fastify';

/** Fastify resolves X-Forwarded-For only when TRUST_PROXY is set, so this cannot be spoofed otherwise. */
export const clientIp = (request: FastifyRequest): string => request.ip || 'unknown';
