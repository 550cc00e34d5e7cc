/** The platform's routes under /api: formats, documents, sessions, saved decisions, admin users, the AI Assistant and probes. */
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server/deps.ts';
import assistantRoutes from './assistant.ts';
import decisionRoutes from './decisions.ts';
import documentRoutes from './documents.ts';
import formatRoutes from './formats.ts';
import healthRoutes from './health.ts';
import sessionReportRoutes from './session-report.ts';
import sessionRoutes from './sessions.ts';
import userRoutes from './users.ts';

export default async function platformRoutes(app: FastifyInstance, { deps }: { deps: ServerDeps }): Promise<void> {
  // Only deps: passing the caller's options on would repeat its '/api' prefix.
  const options = { deps };
  await app.register(healthRoutes, options);
  await app.register(formatRoutes, options);
  await app.register(documentRoutes, options);
  await app.register(sessionRoutes, options);
  await app.register(sessionReportRoutes, options);
  await app.register(decisionRoutes, options);
  await app.register(userRoutes, options);
  await app.register(assistantRoutes, options);
}
