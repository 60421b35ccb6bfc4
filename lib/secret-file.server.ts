import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Reads a generated secret kept in a file, creating it (owner-only) the first time. */
export async function readOrCreateSecret(path: string, bytes = 32): Promise<string> {
  if (existsSync(path)) return (await readFile(path, 'utf8')).trim();
  // With DATABASE_URL nothing else creates DATA_DIR.
  await mkdir(dirname(path), { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  await writeFile(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
