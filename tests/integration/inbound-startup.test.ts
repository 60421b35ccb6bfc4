import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'safari-inbound-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['server/index.ts'], { env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('a malformed IMAP_URL', () => {
  it('stops start-up with one clear line, the password never shown', async () => {
    const { code, output } = await runServer({ IMAP_URL: 'imaps://desk:hunter2-secret@', DATABASE_URL: 'postgres://u:p@127.0.0.1:1/x' });
    expect(code).toBe(1);
    expect(output.trim()).toBe('Cannot start: IMAP_URL must be a URL such as imaps://user:password@imap.example.com:993/INBOX');
  });
});
