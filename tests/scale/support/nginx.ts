/**
 * nginx from Debian as the load balancer on loopback: round robin over the API instances, and
 * a request that failed on one instance before any answer (connection refused or reset, 502/503/504)
 * is retried on the next — for idempotent methods only, as nginx does by default. Runs in the
 * foreground from a scratch folder; `stop()` kills it and removes the folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from '../../support/ports.ts';
import { killOnExit } from './processes.ts';

export interface LoadBalancer {
  url: string;
  /** Lines of the access log: `<status> <upstream addresses> <method> <uri>`. */
  accessLog(): Promise<string[]>;
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

export const NGINX_BIN = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file)) ?? 'nginx';

export function nginxConf(listenPort: number, upstreamPorts: number[], dir: string): string {
  return `worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  log_format lb '$status $upstream_addr $request_method $request_uri';
  access_log ${dir}/access.log lb;
  upstream api {
${upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 16;
  }
  # nginx closes a client's keep-alive connection after keepalive_requests (default 1000); a client
  # that has already sent its next request on it sees the connection drop. A load balancer in
  # front of an API serves long-lived connections, so the limit is raised (deploy/nginx.conf too).
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 64m;
    # nginx's own liveness, so probing it does not mark upstreams that are still starting as failed.
    location = /__lb { return 204; }
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_request_buffering on;
    }
  }
}
`;
}

export async function startNginx(upstreamPorts: number[]): Promise<LoadBalancer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mc-nginx-'));
  const port = await freePort();
  await mkdir(path.join(dir, 'body'));
  // nginx's workers drop root privileges (to nobody) and buffer request bodies under the prefix.
  await chmod(dir, 0o755);
  await chmod(path.join(dir, 'body'), 0o777);
  await writeFile(path.join(dir, 'nginx.conf'), nginxConf(port, upstreamPorts, dir));
  const child: ChildProcess = spawn(NGINX_BIN, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  child.once('exit', killOnExit(child.pid));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(-child.pid, 'SIGKILL');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      } catch {
        // already gone
      }
    }
    await rm(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      'nginx',
      async () => {
        if (child.exitCode !== null) return true; // reported below
        return (await fetch(`${url}/__lb`)).status === 204;
      },
      10_000,
      100,
    );
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    accessLog: async () =>
      (await readFile(path.join(dir, 'access.log'), 'utf8').catch(() => '')).split('\n').filter((line) => line !== ''),
    errorLog: async () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => ''),
    stop,
  };
}
