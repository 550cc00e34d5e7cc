/**
 * The one logger of the product: pino (Fastify's own), JSON lines on stderr — `level` (pino's
 * number), `time`, `pid`, `msg` and the fields of the event. The API server hands this instance to
 * Fastify, so request logs and the server's own lines share one stream; the check worker,
 * background jobs and the database pool log through it too. The level is LOG_LEVEL (src/config);
 * stdout stays free for what a command prints for its operator (src/cli).
 */
import pino, { type Logger } from 'pino';
import { type LogLevel, logLevelFrom } from './config/index.ts';

/** The process's logger, at LOG_LEVEL from the environment (info when unset); written synchronously. */
export const log: Logger = pino({ level: logLevelFrom() }, pino.destination({ fd: 2, sync: true }));

/** The logger at a configuration's level: same stream and options, a level of its own. */
export function logAt(level: LogLevel): Logger {
  return level === log.level ? log : log.child({}, { level });
}
