/**
 * Writes .br and .gz beside each compressible file of dist/web, so the server sends the
 * compressed bytes (src/server/spa.ts serves them with @fastify/static's preCompressed) without
 * compressing on every request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)), process.argv[2] ?? 'dist/web');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(root)) {
  if (!COMPRESSIBLE.test(path) || path.endsWith('index.html')) continue; // index.html is sent by the SPA fallback
  const body = readFileSync(path);
  if (body.length < 1024) continue;
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`compress-web: ${count} files compressed in ${root}`);
