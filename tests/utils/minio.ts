// A real S3-compatible server for tests: MinIO on a free loopback port with a temporary folder. The
// binary is the one on PATH or in GOPATH/bin, which scripts/go-tools.sh installs (pinned, with the Go
// tools; npm test runs it).
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface MinIO {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  /** The server's process id (the benchmarks read its CPU time). */
  pid: number;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function minioBinary(): Promise<string> {
  const output = async (cmd: string, args: string[]) => (await promisify(execFile)(cmd, args).catch(() => ({ stdout: '' }))).stdout.trim();
  const onPath = await output('sh', ['-c', 'command -v minio']);
  if (onPath) return onPath;
  const inGopath = path.join(await output('go', ['env', 'GOPATH']), 'bin', 'minio');
  if (!fs.existsSync(inGopath)) throw new Error('MinIO is not installed: `bash scripts/go-tools.sh` installs it (a few minutes, once per machine)');
  return inGopath;
}

export async function startMinIO(): Promise<MinIO> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-minio-'));
  const [port, consolePort] = [await freePort(), await freePort()];
  const accessKey = 'testadmin';
  const secretKey = 'test-secret-key-0123456789';
  const child = spawn(await minioBinary(), ['server', dir, '--address', `127.0.0.1:${port}`, '--console-address', `127.0.0.1:${consolePort}`, '--quiet'], {
    env: { ...process.env, MINIO_ROOT_USER: accessKey, MINIO_ROOT_PASSWORD: secretKey, MINIO_BROWSER: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Waits for MinIO to exit before removing its folder: it writes there until it does.
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    try {
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (err) {
      console.warn(`could not remove ${dir}: ${(err as Error).message}`);
    }
  };
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const live = await fetch(`${endpoint}/minio/health/live`, { signal: AbortSignal.timeout(1000) }).catch(() => null);
    if (live?.ok) return { endpoint, accessKey, secretKey, pid: child.pid!, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`MinIO did not start on ${endpoint}:\n${output}`);
}
