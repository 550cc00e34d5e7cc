/**
 * Probes for load balancers and orchestrators (no token needed): `/api/health` says the process
 * is up; `/api/ready` says it can serve, i.e. the database answers.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../server/deps.ts';
import { databaseAnswers, databaseKind } from '../store/db.ts';

const Health = Type.Object({ status: Type.Literal('ok') });
const Ready = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable')]),
  database: Type.String(),
});

export default async function healthRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.get('/health', { schema: { tags: ['health'], security: [], response: { 200: Health } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/ready',
    { schema: { tags: ['health'], security: [], response: { 200: Ready, 503: Ready } } },
    async (_request, reply) => {
      const ok = await databaseAnswers(deps.db);
      return reply.code(ok ? 200 : 503).send({ status: ok ? 'ready' : 'unavailable', database: databaseKind(deps.db) });
    },
  );
}
