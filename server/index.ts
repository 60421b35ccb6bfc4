/**
 * The server's entry (`node server/index.ts`: the Procfile, `npm start`). Before any of the server is
 * loaded it turns on Node's compile cache: V8's compiled code of every module is kept in a directory
 * under the system's temporary one, so a restart skips compiling it again, about 250 ms of a 930 ms
 * cold start (decision 131). Where the cache cannot be kept, start-up compiles as it always did.
 * Then it starts the server (start.ts).
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./start.ts');
