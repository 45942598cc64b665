import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Below about a kilobyte the headers outweigh the saving, and a small JSON answer (the counter, a
 * health check) is sent as it is.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * HTML, CSV and other text, JSON, JavaScript and SVG. Never `text/event-stream`: a compressor holds
 * bytes back until its buffer fills, and a live-counter event must leave at once. Images and fonts
 * are compressed already.
 */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?json|application\/(?:javascript|xml)|image\/svg\+xml)/;

/**
 * Brotli first, then gzip, at @fastify/compress's quick brotli level. A body that already carries a
 * Content-Encoding (the build's precompressed `.br`/`.gz` assets) is left as it is by the plugin.
 */
export const compressionOptions: FastifyCompressOptions = {
  global: true,
  encodings: ['br', 'gzip'],
  threshold: COMPRESSION_THRESHOLD_BYTES,
  customTypes: COMPRESSIBLE,
};
