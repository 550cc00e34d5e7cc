/**
 * A real S3 server on loopback for the scale tests: Debian's Ceph RADOS Gateway on a one-node,
 * in-memory cluster (one monitor, one OSD on `memstore`), recipe from ../shared/STACK.md
 * "Scale-out parts". Everything lives in a scratch folder; `stop()` kills the three daemons by
 * the pids we started and removes the folder, so nothing outlives the test file — even when a
 * step fails, `startRadosGateway` stops what it had started before rethrowing.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, waitFor } from '../../support/ports.ts';
import { killOnExit } from './processes.ts';

const run = promisify(execFile);

/** The gateway's test KMS key (SSE aws:kms): an id and 32 random bytes, base64. */
export const TEST_KMS_KEY_ID = 'mc-test-key';
const TEST_KMS_KEY = randomBytes(32).toString('base64');

export interface RadosGateway {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

/** Like the PostgreSQL suites: required under CI=true (.ci/run installs it), skipped loudly elsewhere. */
export async function radosgwInstalled(): Promise<boolean> {
  try {
    await run('sh', [
      '-c',
      'command -v radosgw && command -v ceph-mon && command -v ceph-osd && command -v monmaptool',
    ]);
    return true;
  } catch {
    if (process.env.CI === 'true')
      throw new Error(
        'radosgw, ceph-mon and ceph-osd are required under CI=true (apt-get install radosgw ceph-mon ceph-osd)',
      );
    console.warn('\n*** SKIPPING S3 tests: radosgw, ceph-mon or ceph-osd is not installed ***\n');
    return false;
  }
}

/** nginx, the cluster's load balancer: required under CI=true, skipped loudly elsewhere. */
export async function nginxInstalled(): Promise<boolean> {
  try {
    await run('sh', ['-c', 'command -v nginx || test -x /usr/sbin/nginx']);
    return true;
  } catch {
    if (process.env.CI === 'true') throw new Error('nginx is required under CI=true (apt-get install nginx)');
    console.warn('\n*** SKIPPING cluster tests: nginx is not installed ***\n');
    return false;
  }
}

export async function startRadosGateway(): Promise<RadosGateway> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mc-rgw-'));
  const daemons: ChildProcess[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(daemons.map((child) => stopChild(child)));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const monPort = await freePort();
    const rgwPort = await freePort();
    const fsid = randomUUID();
    const conf = path.join(dir, 'ceph.conf');
    await mkdir(path.join(dir, 'mon'), { recursive: true });
    await mkdir(path.join(dir, 'osd'), { recursive: true });
    await writeFile(conf, cephConf(dir, fsid, monPort, rgwPort));
    const ceph = (command: string, args: string[]) =>
      run(command, ['-c', conf, ...args], { cwd: dir, timeout: 60_000 });

    await run(
      'monmaptool',
      ['--create', '--addv', 'a', `[v2:127.0.0.1:${monPort}]`, '--fsid', fsid, path.join(dir, 'monmap')],
      { cwd: dir },
    );
    await ceph('ceph-mon', ['--mkfs', '-i', 'a', '--monmap', path.join(dir, 'monmap')]);
    daemons.push(daemon('ceph-mon', ['-c', conf, '-f', '-i', 'a'], dir));
    await waitFor(
      'the Ceph monitor',
      async () => {
        await ceph('ceph', ['--connect-timeout', '3', 'mon', 'stat']);
        return true;
      },
      30_000,
      300,
    );

    const osdUuid = randomUUID();
    const { stdout } = await ceph('ceph', ['osd', 'new', osdUuid]);
    const osdId = stdout.trim();
    await mkdir(path.join(dir, 'osd', `ceph-${osdId}`), { recursive: true });
    await ceph('ceph-osd', ['-i', osdId, '--mkfs', '--osd-uuid', osdUuid]);
    daemons.push(daemon('ceph-osd', ['-c', conf, '-f', '-i', osdId], dir));

    daemons.push(daemon('radosgw', ['-c', conf, '-f', '-n', 'client.rgw.a'], dir));
    const endpoint = `http://127.0.0.1:${rgwPort}`;
    await waitFor('the RADOS Gateway', async () => (await fetch(endpoint)).status < 500, 60_000, 300);

    const accessKeyId = `MC${randomBytes(9).toString('hex').toUpperCase()}`;
    const secretAccessKey = randomBytes(24).toString('base64url');
    await ceph('radosgw-admin', [
      '-n',
      'client.rgw.a',
      '--admin-socket=',
      'user',
      'create',
      '--uid=tests',
      '--display-name=tests',
      `--access-key=${accessKeyId}`,
      `--secret-key=${secretAccessKey}`,
    ]);
    return { endpoint, region: 'us-east-1', accessKeyId, secretAccessKey, stop };
  } catch (error) {
    const log = await readFile(path.join(dir, 'log', 'client.rgw.a.log'), 'utf8').catch(() => '');
    await stop();
    throw new Error(`The RADOS Gateway did not start: ${String(error)}\n${log.slice(-2000)}`);
  }
}

function daemon(command: string, args: string[], cwd: string): ChildProcess {
  // Its own process group, so a stop reaches threads and helpers it forks.
  const child = spawn(command, args, { cwd, stdio: 'ignore', detached: true });
  child.unref();
  child.once('exit', killOnExit(child.pid));
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGKILL'); // data is in RAM; nothing to flush
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

function cephConf(dir: string, fsid: string, monPort: number, rgwPort: number): string {
  return `[global]
fsid = ${fsid}
mon host = [v2:127.0.0.1:${monPort}]
auth cluster required = none
auth service required = none
auth client required = none
ms mon client mode = crc
ms client mode = crc
ms bind msgr1 = false
ms bind ipv6 = false
public addr = 127.0.0.1
osd objectstore = memstore
memstore device bytes = 1073741824
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
mon allow pool size one = true
mon warn on pool no redundancy = false
osd crush chooseleaf type = 0
run dir = ${dir}/run
pid file = ${dir}/run/$name.pid
log file = ${dir}/log/$name.log
admin socket = ${dir}/run/$name.asok
mon data = ${dir}/mon/$cluster-$id
osd data = ${dir}/osd/$cluster-$id
keyring = ${dir}/keyring
[client.rgw.a]
rgw frontends = beast endpoint=127.0.0.1:${rgwPort}
rgw dns name = 127.0.0.1
# Server-side encryption (aws:kms) with a built-in test key, over plain HTTP on loopback.
rgw crypt require ssl = false
rgw crypt s3 kms backend = testing
rgw crypt s3 kms encryption keys = ${TEST_KMS_KEY_ID}=${TEST_KMS_KEY}
`;
}
