import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where to reach a running throwaway cluster: a unix socket in its own temporary directory. */
export interface ClusterAddress {
  /** The socket directory (node-postgres takes it as `host`). */
  host: string;
  port: number;
  /** Whether pg_cron is loaded; it runs jobs only in the `postgres` database. */
  cron: boolean;
}

export interface Cluster extends ClusterAddress {
  /** Stops the server and deletes its files; safe to call twice. */
  stop(): void;
}

const INSTALL_HINT =
  "install Debian's postgresql and postgresql-<version>-cron packages (bash .ci/run installs them)";

/** The newest server binaries from Debian's postgresql package, or PG_BIN. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`PostgreSQL server binaries were not found: ${INSTALL_HINT}.`);
  return join(root, versions[0]!, 'bin');
}

/** initdb refuses to run as root: run the server as the `postgres` user when we are root. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error(`running as root needs a 'postgres' user to run the server: ${INSTALL_HINT}.`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(bin: string, args: string[], options: SpawnSyncOptions, what: string, log?: string): void {
  const result = spawnSync(bin, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    const logText = log && existsSync(log) ? readFileSync(log, 'utf8') : '';
    throw new Error(
      `${what} failed (${result.error?.message ?? `exit ${result.status}`}):\n${String(result.stderr)}${logText}`,
    );
  }
}

/**
 * Starts a throwaway PostgreSQL cluster: initdb in a temporary directory, a free port, the unix
 * socket in that directory and no TCP listener, logical decoding on (to see what realtime would
 * publish), pg_cron loaded when installed, fsync off (the data dies with the test). Commits stay
 * synchronous: logical decoding only sees WAL once it is flushed. The caller
 * must call `stop()`; it also runs when the process exits or is interrupted.
 */
export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'learn-c-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const user = serverUser();
  if (user) chownSync(dir, user.uid, user.gid);
  const as: SpawnSyncOptions = user ? { uid: user.uid, gid: user.gid } : {};
  const cron = existsSync(join(bin, '..', 'lib', 'pg_cron.so'));
  const port = await freePort();

  let started = false;
  // Interrupted runs stop the server too; the signal is then raised again so the process still ends.
  const onSignal = (signal: NodeJS.Signals) => {
    stop();
    process.kill(process.pid, signal);
  };
  const stop = () => {
    process.removeListener('exit', stop);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    if (started) {
      spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], {
        ...as,
        stdio: 'ignore',
      });
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    run(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      as,
      'initdb',
    );
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=',
      '-c wal_level=logical',
      '-c fsync=off',
      '-c full_page_writes=off',
      ...(cron ? ['-c shared_preload_libraries=pg_cron', '-c cron.database_name=postgres'] : []),
    ];
    started = true;
    run(
      join(bin, 'pg_ctl'),
      ['-D', data, '-l', log, '-w', '-t', '60', '-o', settings.join(' '), 'start'],
      as,
      'starting PostgreSQL',
      log,
    );
  } catch (error) {
    stop();
    throw error;
  }
  return { host: dir, port, cron, stop };
}
