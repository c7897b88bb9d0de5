// The servers a generated project's integration tests and boot talk to, besides the databases of
// verify.ts: the machine's NATS (JetStream), RabbitMQ and Mosquitto, a MinIO this run starts for S3
// (built with `go install` when it is missing), and an in-process Kafka (franz-go's kfake, in
// tests/go/kfake) for Kafka. Each is started at most once per run, on a free loopback port, and stopped
// when the run ends.
//
// Addresses: GO_VERIFY_NATS_URL (default nats://127.0.0.1:4222), GO_VERIFY_RABBITMQ_URL
// (amqp://guest:guest@127.0.0.1:5672/), GO_VERIFY_MQTT_URL (tcp://127.0.0.1:1883).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort, startMinIO, type MinIO } from '../utils/minio';
import { helperBinary } from './command';
import { SERVER_START_MS } from './timeouts';

export { freePort };

async function waitFor(what: string, ready: () => Promise<boolean>, child: ChildProcess, output: () => string, timeoutMs = SERVER_START_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}:\n${output()}`);
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000}s:\n${output()}`);
}

function start(binary: string, args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(binary, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, output: () => output };
}

/** The servers of one verification run. */
export class Services {
  private readonly children: ChildProcess[] = [];
  private minio: Promise<MinIO> | undefined;
  private kafka: Promise<string> | undefined;
  private buckets = 0;

  /** Env for a project whose .env.example names these variables: each pointed at its server. */
  async envFor(envExample: Record<string, string>): Promise<Record<string, string>> {
    const env: Record<string, string> = {};
    if ('NATS_URL' in envExample) env.NATS_URL = process.env.GO_VERIFY_NATS_URL ?? 'nats://127.0.0.1:4222';
    if ('RABBITMQ_URL' in envExample) env.RABBITMQ_URL = process.env.GO_VERIFY_RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672/';
    if ('MQTT_URL' in envExample) env.MQTT_URL = process.env.GO_VERIFY_MQTT_URL ?? 'tcp://127.0.0.1:1883';
    if ('KAFKA_BROKERS' in envExample) env.KAFKA_BROKERS = await (this.kafka ??= this.startKafka());
    if ('S3_ENDPOINT' in envExample) {
      const minio = await (this.minio ??= startMinIO());
      // A bucket of its own per project: the project creates it when it is missing.
      Object.assign(env, {
        S3_ENDPOINT: minio.endpoint,
        S3_ACCESS_KEY_ID: minio.accessKey,
        S3_SECRET_ACCESS_KEY: minio.secretKey,
        S3_BUCKET: `verify-${process.pid}-${++this.buckets}`,
      });
    }
    return env;
  }

  private async startKafka(): Promise<string> {
    const binary = await helperBinary('kfake');
    const port = await freePort();
    const { child, output } = start(binary, ['-port', String(port)], process.env);
    this.children.push(child);
    await waitFor(
      'kfake',
      () =>
        new Promise((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            socket.end();
            resolve(true);
          });
          socket.on('error', () => resolve(false));
        }),
      child,
      output,
    );
    return `127.0.0.1:${port}`;
  }

  close(): void {
    this.minio?.then((m) => m.stop()).catch(() => {});
    for (const child of this.children) if (child.exitCode === null) child.kill('SIGTERM');
  }
}
