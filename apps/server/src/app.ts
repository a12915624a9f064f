import fs from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { CODE } from '@app/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { BROTLI_OPTIONS, COMPRESS_MIN_BYTES, ENCODINGS } from './lib/compression.ts';
import { AppError } from './lib/errors.ts';
import { parseBracketQuery } from './lib/query-string.ts';
import { modules } from './modules/index.ts';
import type { AppContext } from './modules/module.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { API_HEADERS } from './plugins/security.ts';
import { AccessLogController, requestLoggerFactory } from './plugins/request-log.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyContextConfig {
    /** The route reads a multipart body (an upload); no other route accepts one. */
    multipart?: boolean;
  }
}

const WEB_DIST_DEFAULT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.LOG_LEVEL },
    // One line per request, and a request's logger only when it logs (plugins/request-log.ts).
    logController: new AccessLogController(),
    ...(opts.logger === false ? {} : { childLoggerFactory: requestLoggerFactory }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A request must arrive whole within two minutes (a proof image on a slow mobile line takes
    // seconds): a client that stops sending halfway does not hold its connection for ever.
    requestTimeout: 120_000,
    // A request that arrives on an open connection while the server closes (its headers ended
    // after the shutdown began) is answered as any other, with `Connection: close` (below),
    // instead of Fastify's bare 503 without the envelope and the API's headers.
    return503OnClosing: false,
    // The nearest TRUST_PROXY hops are the proxies': the client is the address they appended.
    trustProxy: config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY : false,
    routerOptions: { querystringParser: parseBracketQuery, ignoreTrailingSlash: true },
    // Requests refused before any hook runs (a path that cannot be decoded; a request line or
    // headers too large for the parser) get the envelope and the API's headers as every other
    // refusal does, never an echo of what was sent.
    frameworkErrors: (_err, _req, reply) => {
      void (reply as FastifyReply).code(400).headers(API_HEADERS).type('application/json; charset=utf-8').send(JSON.stringify({ code: CODE.ERROR, msg: 'error.bad_request', params: {} }));
    },
    clientErrorHandler: (err: NodeJS.ErrnoException, socket) => {
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const body = JSON.stringify({ code: CODE.ERROR, msg: 'error.bad_request', params: {} });
      const headers = Object.entries({ ...API_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}\r\n${body}`);
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Once the server closes, every answer says `Connection: close`, including those to requests
  // that were in flight when it began: their connections close as soon as they are answered,
  // and the process exits then, instead of keeping idle keep-alive connections open until the
  // grace period (server.ts) cuts them.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const ctx: AppContext = { config, database };
  app.decorate('ctx', ctx);

  await app.register(errorsPlugin);
  await app.register(requestContextPlugin, { config });
  // Answers of 1 kB or more go compressed to callers that accept it (lib/compression.ts).
  // Request bodies are never inflated: an upload's limits apply to the bytes that arrive.
  await app.register(compress, {
    encodings: [...ENCODINGS], threshold: COMPRESS_MIN_BYTES, brotliOptions: BROTLI_OPTIONS, globalDecompression: false,
  });
  await app.register(formbody, { parser: (s) => parseBracketQuery(s) });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: 'Trading platform API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  await app.register(authPlugin, { db: database.db });

  // The multipart parser adds hooks to every request of its scope, so only the modules that
  // may take uploads are registered inside it.
  await app.register(async (withUploads) => {
    await withUploads.register(multipart, { limits: { fileSize: config.UPLOAD_LIMIT_BYTES, files: 1, fields: 20 } });
    // Only a route that takes uploads (route config `multipart: true`) reads a multipart body;
    // any other refuses it as an unsupported media type, as the routes outside this scope do,
    // instead of finding its fields missing.
    withUploads.addHook('preValidation', async (req) => {
      if (req.isMultipart() && !req.routeOptions.config.multipart) throw new AppError('error.unsupported_media', {}, 415);
    });
    for (const mod of modules) {
      if (mod.routes && mod.uploads !== false) await mod.routes(withUploads, ctx);
    }
  });
  for (const mod of modules) {
    if (mod.routes && mod.uploads === false) await mod.routes(app, ctx);
  }
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const webDist = config.WEB_DIST ?? WEB_DIST_DEFAULT;
  if (fs.existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      // The build writes `.br` and `.gz` forms of its text files (apps/web/vite.config.ts).
      preCompressed: true,
      // The build's own records (`.vite/manifest.json`, a list of every source module) are not
      // the app's files.
      dotfiles: 'ignore',
      setHeaders: (res, file) => {
        // Hashed build assets never change; product icons change rarely (a day, then revalidated
        // in the background), so lists that reuse rows for other products never wait on them;
        // the HTML must always be revalidated.
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : file.includes(`${path.sep}product-icons${path.sep}`)
            ? 'public, max-age=86400, stale-while-revalidate=604800'
            : 'no-cache');
      },
    });
  }
  return app;
}
