/**
 * Session work routes (SPEC §7 "Session work"): catalogue, check runs, apply, history, preview,
 * downloads. Registered by src/server/app.ts after the platform's routes. Paths are written
 * relative to /api; when the app registers this plugin without an '/api' prefix we add it, so
 * either registration style gives the same URLs.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../server/deps.ts';
import { CATEGORIES } from '../../checks/types.ts';

export interface SessionWorkOptions {
  deps: AppDeps;
}

export default async function sessionWorkRoutes(app: FastifyInstance, _options: SessionWorkOptions): Promise<void> {
  const base = app.prefix.endsWith('/api') ? '' : '/api';
  app.get(`${base}/overview/`, async () => ({
    data: { categories: CATEGORIES.map((c) => ({ id: c.id, name: c.name, icon: c.icon, checks: [] })) },
  }));
}
