/**
 * Builds the HTTP server from its dependencies, in the order of the plugin contract
 * (/tmp/briefs/plugins.md, docs/ARCHITECTURE.md): sign-in, the platform's /api routes, the
 * session-work routes, then the web app. Listening and shutdown are main.ts's job, so tests can
 * build the same app on a random port.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import authPlugin from '../auth/plugin.ts';
import platformRoutes from '../routes/index.ts';
import sessionWorkRoutes from '../routes/session-work/index.ts';
import { startSessionWorkRunners } from './session-work-runners.ts';
import spaPlugin from './spa.ts';
import type { AppDeps } from './deps.ts';
import { AppError } from '../services/errors.ts';
import { INTERNAL_ERROR_DETAIL } from './errors.ts';

/** JSON bodies are small (format configs, decisions); files go through multipart. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  /** Overrides the logger (tests pass false). */
  logger?: boolean;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger === false || config.logLevel === 'silent' ? false : { level: config.logLevel },
    // A caller's X-Request-Id is kept (tracing across a proxy); otherwise we make one.
    requestIdHeader: 'x-request-id',
    // Behind a load balancer (TRUST_PROXY), request.ip is the client's, so per-address limits stay per address.
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(authPlugin, { deps });
  await app.register(platformRoutes, { prefix: '/api', deps });
  // Check runs and the writer work off the request path; they stop (finishing running checks) on close.
  const runners = await startSessionWorkRunners(deps);
  app.addHook('onClose', () => runners.close());
  await app.register(sessionWorkRoutes, { prefix: '/api', deps, runners });
  await app.register(spaPlugin, { deps });
  return app;
}

function errorHandler(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, error.logMessage ?? error.detail);
    else if (error.logMessage) request.log.info(error.logMessage);
    void reply.code(error.status).send({ detail: error.detail });
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
  const status = fastifyError.statusCode ?? 500;
  if (status < 500) {
    void reply.code(status).send({ detail: clientErrorDetail(fastifyError) });
    return;
  }
  request.log.error({ err: error }, 'unhandled error');
  void reply.code(500).send({ detail: INTERNAL_ERROR_DETAIL });
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
