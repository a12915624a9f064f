import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/**
 * How answers travel compressed. A phone on a mobile network waits on bytes more than on
 * anything else: a list of 20 products is 27 kB as JSON and 7 kB compressed, a chart's
 * history 110 kB and about 25 kB.
 *
 * - The built app's files are compressed once, when the app is built (`apps/web/vite.config.ts`
 *   writes a `.br` and a `.gz` next to each text file), and served as they are.
 * - Answers of the API of 1 kB or more are compressed as they are sent (`@fastify/compress`),
 *   brotli at quality 4 (Cloudflare's choice for answers made on the fly) or gzip.
 * - Answers kept for a market batch (the public quote lists) keep their compressed forms
 *   too, so a list asked a thousand times in a batch is compressed once per encoding.
 */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** Answers smaller than this are sent as they are: compressing would save less than a packet. */
export const COMPRESS_MIN_BYTES = 1024;
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The encoding to send a caller whose `Accept-Encoding` is `header`, or null for none. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (typeof header !== 'string' || header === '') return null;
  const chosen = negotiate(header, ENCODINGS as unknown as string[]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body);
}

/** Tells caches the answer depends on `Accept-Encoding`, keeping what else it depends on. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const list = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(list)) reply.header('vary', list ? `${list}, Accept-Encoding` : 'Accept-Encoding');
}
