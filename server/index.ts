/**
 * The server's entry (`node server/index.ts`: the Procfile, `npm start`). Before any of the server is
 * loaded it turns on Node's compile cache: V8's compiled code of every module is kept in a directory
 * under the system's temporary one, so a restart skips compiling it again, about 250 ms of a 930 ms
 * cold start (decision 131). Where the cache cannot be kept, start-up compiles as it always did.
 * Then it starts the server (start.ts), or with WEB_CONCURRENCY above 1 a primary that forks that many
 * (cluster.ts, decision 139); unset or 1, no cluster is loaded at all.
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
const { webProcesses } = await import('./web-concurrency.ts');
const processes = webProcesses(process.env);
if (processes > 1 && (await import('node:cluster')).default.isPrimary) {
  const { runCluster } = await import('./cluster.ts');
  runCluster(processes);
} else {
  await import('./start.ts');
}
