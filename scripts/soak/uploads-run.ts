/**
 * The upload probe alone: `node scripts/soak/uploads-run.ts`. Starts its own PostgreSQL and one built
 * server on 127.0.0.1 (port 4320, or SOAK_UPLOADS_PORT), runs scripts/soak/uploads.ts, prints its rows
 * and exits 1 when a figure is off target. `npm run soak` runs the same probe among the others.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '#database/embedded.ts';
import { buildIsCurrent, buildProduction } from '#server/build.ts';
import { serverEnvironment, signIn, startServer, type ServerProcess } from './servers.ts';
import { uploadProbe } from './uploads.ts';
import type { Row as ProbeRow } from './context.ts';

const PORT = Number(process.env.SOAK_UPLOADS_PORT ?? 4320);
const say = (line: string) => console.log(`[uploads ${new Date().toISOString().slice(11, 19)}] ${line}`);

const dir = await mkdtemp(join(tmpdir(), 'safari-soak-uploads-'));
// As root the cluster runs as `postgres`, which must be able to enter the directory.
await chmod(dir, 0o755);
let cluster: EmbeddedDatabase | undefined;
let server: ServerProcess | undefined;
let rows: ProbeRow[] = [];
try {
  if (!buildIsCurrent()) buildProduction();
  cluster = await startEmbeddedDatabase(join(dir, 'data'), { log: say });
  server = await startServer(PORT, serverEnvironment(cluster.url), dir);
  say(`server on ${server.base}, pid ${server.child.pid}; logs in ${dir}`);
  const admin = await signIn(server.base);
  rows = await uploadProbe({ base: server.base, admin, pid: server.child.pid! });
} catch (error) {
  rows.push({ probe: 'upload probe', target: 'completes', measured: `failed: ${(error as Error).message}`, ok: false });
} finally {
  await server?.stop('SIGTERM').catch(() => undefined);
  await cluster?.stop().catch(() => undefined);
}

for (const row of rows) console.log(`${row.ok ? 'ok' : 'NO'} | ${row.probe} | target ${row.target} | ${row.measured}`);
const failed = rows.filter((row) => !row.ok).length;
if (failed === 0) await rm(dir, { recursive: true, force: true });
else console.log(`${failed} figure(s) off target; server log kept in ${dir}`);
process.exit(failed === 0 ? 0 : 1);
