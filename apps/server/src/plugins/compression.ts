import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than its headers and CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the answers made per request (JSON, index.html, CSV) for clients that accept it, brotli first. Brotli at
 * a low quality: its default (11) is for files compressed once, and costs milliseconds per answer; 4 is about as fast
 * as gzip and still smaller. The web build's files are compressed once at build time instead (plugins/web.ts).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
