/**
 * Builds the HTTP server from its dependencies, in the order of the plugin contract
 * (/tmp/briefs/plugins.md, docs/ARCHITECTURE.md): sign-in, the platform's /api routes, the
 * session-work routes, then the web app. Listening and shutdown are main.ts's job, so tests can
 * build the same app on a random port.
 */
import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import authPlugin from '../auth/plugin.ts';
import platformRoutes from '../routes/index.ts';
import sessionWorkRoutes from '../routes/session-work/index.ts';
import { defaultIsolationLimits } from '../docx/limits.ts';
import { registerLoopbackRedirect } from './loopback-redirect.ts';
import { registerApiRateLimit } from './api-rate-limit.ts';
import { startSessionWorkRunners } from './session-work-runners.ts';
import { documentRunners } from './document-runners.ts';
import spaPlugin from './spa.ts';
import { WorkPool } from '../jobs/work-pool.ts';
import { startBlobSweeper } from '../services/blob-sweeper.ts';
import { uploadFolder } from '../store/upload-folder.ts';
import { logAt } from '../log.ts';
import { WORK_THREAD_START_URL } from '../services/session-work/check-executor.ts';
import { databaseReferenceLookup } from '../services/reference-lookup/index.ts';
import type { AppDeps, ServerDeps } from './deps.ts';
import { AppError, storageUnavailable } from '../services/errors.ts';
import { INTERNAL_ERROR_DETAIL } from './errors.ts';

/** JSON bodies are small (format configs, decisions); files go through multipart. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Deepest JSON nesting a request body may have. */
export const MAX_JSON_DEPTH = 32;

/** Walks a parsed JSON value without recursion (a hostile body must not exhaust the stack). */
export function nestingDepthExceeds(value: unknown, maxDepth: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > maxDepth) return true;
    for (const inner of Array.isArray(current) ? current : Object.values(current)) stack.push([inner, depth + 1]);
  }
  return false;
}

/** Each app's work pool, for the tests that check which document work went through it. */
const workPools = new WeakMap<FastifyInstance, WorkPool>();

export function workPoolOf(app: FastifyInstance): WorkPool | undefined {
  return workPools.get(app);
}

export interface BuildAppOptions {
  /** Overrides the logger (tests pass false). */
  logger?: boolean;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  // The product's one logger (src/log.ts): request logs and the server's own lines on one stream.
  // Typed as Fastify's base logger so the app stays a plain FastifyInstance for plugins and routes.
  const loggerInstance: FastifyBaseLogger = logAt(config.logLevel);
  const app = Fastify({
    ...(options.logger === false || config.logLevel === 'silent' ? { logger: false } : { loggerInstance }),
    // A caller's X-Request-Id is kept (tracing across a proxy); otherwise we make one.
    requestIdHeader: 'x-request-id',
    // Behind a load balancer (TRUST_PROXY), request.ip is the client's, so per-address limits stay per address.
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // A path Fastify cannot even route (bad percent-encoding, an over-long parameter) still
    // answers the API's {detail} shape.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).code(error.statusCode ?? 400).send({ detail: frameworkErrorDetail(error) });
    },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) {
      // API answers carry people's data: never cached, never sniffed into something else.
      reply.header('cache-control', 'no-store');
      reply.header('x-content-type-options', 'nosniff');
    }
    // Some clients label every request as JSON, even a DELETE without a body: treat an empty
    // labelled body as no body rather than refusing it.
    const { headers } = request;
    if (headers['content-type']?.startsWith('application/json')) {
      const empty =
        headers['content-length'] === '0' ||
        (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined);
      if (empty) delete headers['content-type'];
    }
    done();
  });
  app.setErrorHandler(errorHandler);
  // JSON nested deeper than any real body (format configs are a few levels deep) is refused
  // before validation or any service walks it recursively.
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && nestingDepthExceeds(request.body, MAX_JSON_DEPTH)) {
      throw new AppError(
        'invalid',
        `The request body is nested more than ${MAX_JSON_DEPTH} levels deep. Send a flatter JSON object.`,
      );
    }
  });
  app.setNotFoundHandler((request, reply) => {
    void reply
      .code(404)
      .send({ detail: `No route ${request.method} ${request.url.split('?')[0]}. See /api/docs for the API.` });
  });

  await app.register(multipart, {
    limits: {
      fileSize: config.maxUploadMb * 1024 * 1024,
      files: 2,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: 12,
    },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Manuscript Checker API',
        version: '1',
        description:
          'Formats, documents, sessions, checks and sign-in. Every call but sign-in and the health probes needs `Authorization: Bearer <API token>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  // The API docs share the app's origin: a strict CSP (scripts and styles only from here, with the
  // package's own hashes; no framing, no plugins), without upgrade-insecure-requests, which would
  // break a plain-http local server.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      `${header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/ https:/g, '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .trim()} form-action 'self';`,
  });

  // One bounded pool of document-work threads for upload reads and check runs (docs/deploy.md "Load").
  const work = new WorkPool({
    threads: config.workThreads,
    queueLimit: config.readQueueLimit,
    maxHeapMiB: defaultIsolationLimits.maxHeapMiB,
    // Each thread loads the checks and what they need as it starts: a first run answers in time.
    preload: WORK_THREAD_START_URL,
  });
  app.addHook('onClose', async () => work.close());
  workPools.set(app, work);
  // Blobs a crash left without a row are removed after a grace period (src/services/blob-sweeper.ts).
  if (config.blobSweepIntervalMinutes > 0) {
    const sweeper = startBlobSweeper({
      db: deps.db,
      blobs: deps.blobs,
      uploadDir: uploadFolder(config.dataDir),
      graceMs: config.blobSweepGraceMinutes * 60_000,
      everyMs: config.blobSweepIntervalMinutes * 60_000,
      firstAfterMs: 5_000,
      onSweep: (report) => {
        if (report.removedBlobs + report.removedTemp > 0) app.log.info({ sweep: report }, 'removed orphaned blobs');
      },
      onError: (error) => app.log.warn({ err: error }, 'blob sweep failed; it runs again later'),
    });
    app.addHook('onClose', async () => sweeper.stop());
  }
  // Crossref and PubMed for reference verification: one pacer per service and process, answers cached in the database.
  const references = databaseReferenceLookup(config.referenceLookup, deps.db);
  const serverDeps: ServerDeps = { ...deps, work, documentWork: documentRunners(work, config), references };

  registerLoopbackRedirect(app, config);
  await registerApiRateLimit(app, config.apiRateLimitPerMinute);
  await app.register(authPlugin, { deps });
  await app.register(platformRoutes, { prefix: '/api', deps: serverDeps });
  // Check runs and the writer work off the request path; they stop (finishing running checks) on close.
  const runners = await startSessionWorkRunners(serverDeps);
  app.addHook('onClose', () => runners.close());
  await app.register(sessionWorkRoutes, { prefix: '/api', deps: serverDeps, runners });
  await app.register(spaPlugin, { deps });
  return app;
}

function errorHandler(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof AppError) {
    if (error.status >= 500 && error.status !== 503)
      request.log.error({ err: error }, error.logMessage ?? error.detail);
    else if (error.logMessage) request.log.info(error.logMessage);
    void reply.code(error.status).headers(error.headers).send({ detail: error.detail });
    return;
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const context = fastifyError.validationContext ?? 'request';
    const problems = fastifyError.validation.map((v) => {
      const where = v.instancePath
        ? v.instancePath.replace(/^\//, '').replaceAll('/', '.')
        : ((v.params as { missingProperty?: string }).missingProperty ?? context);
      return `${where}: ${v.message ?? 'is invalid'}`;
    });
    void reply.code(context === 'body' ? 422 : 400).send({ detail: `Invalid ${context}: ${problems.join('; ')}.` });
    return;
  }
  const full = storageUnavailable(error);
  if (full) {
    request.log.error({ err: error }, full.logMessage);
    void reply.code(full.status).send({ detail: full.detail });
    return;
  }
  if (isBadValueForTheDatabase(error)) {
    // Bad input that got past validation to SQL (a number out of range, a NUL in text): the
    // client's mistake, not ours.
    request.log.info({ err: error }, 'database refused a value from the request');
    void reply.code(400).send({ detail: 'The request contains a value that is out of range or not allowed here.' });
    return;
  }
  const status = fastifyError.statusCode ?? 500;
  if (status < 500) {
    void reply.code(status).send({ detail: clientErrorDetail(fastifyError) });
    return;
  }
  request.log.error({ err: error }, 'unhandled error');
  void reply.code(500).send({ detail: INTERNAL_ERROR_DETAIL });
}

/** PostgreSQL data exceptions (class 22) and SQLite's type and size errors. */
function isBadValueForTheDatabase(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  if (/^22[0-9A-Z]{3}$/.test(code) && 'severity' in error) return true;
  return code === 'SQLITE_MISMATCH' || code === 'SQLITE_TOOBIG' || code === 'SQLITE_RANGE';
}

function frameworkErrorDetail(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return 'The address is not valid (bad percent-encoding). Check the link.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'A part of the address is too long. Check the link.';
    default:
      return error.message;
  }
}

/** Fastify's own client errors, reworded to say what to fix. */
function clientErrorDetail(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON. Send a JSON object.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty. Send a JSON object, or omit the Content-Type header.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large (the limit is ${JSON_BODY_LIMIT_BYTES / 1024} KB for JSON).`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported Content-Type. Send application/json (or multipart/form-data for uploads).';
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'A file is larger than the upload limit.';
    default:
      return error.message;
  }
}
