/** The platform's routes under /api: formats, documents, sessions, admin users and probes. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../server/deps.ts';
import healthRoutes from './health.ts';

export default async function platformRoutes(app: FastifyInstance, options: { deps: AppDeps }): Promise<void> {
  await app.register(healthRoutes, options);
}
