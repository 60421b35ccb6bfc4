/**
 * Creates an admin interactively: username, e-mail and a password typed without echo. Whoever can run this
 * holds the server already, so the account is an owner (decision 120); owners make staff accounts in Settings.
 */
import { createInterface } from 'node:readline/promises';
import { stdin, stdout } from 'node:process';
import * as v from 'valibot';
import { connectDatabase } from '#database/connect.ts';
import { createServices } from '#server/services.ts';
import { newPasswordSchema } from '#lib/domain/staff/admin.schema.ts';
import { readEnv } from '#server/env.ts';

async function askHidden(question: string): Promise<string> {
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  let value = '';
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') process.exit(130);
        value = char === '\u007f' ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on('data', onData);
  });
}

const rl = createInterface({ input: stdin, output: stdout });
const username = (await rl.question('Username: ')).trim();
const email = (await rl.question('E-mail: ')).trim();
// Piped input (scripts, CI) has no terminal to hide the password on; read it as a line.
const passwordQuestion = 'Password (at least 12 characters): ';
const password = stdin.isTTY ? (rl.close(), await askHidden(passwordQuestion)) : await rl.question(passwordQuestion);
rl.close();

const problems = [
  !username && 'The username is required.',
  !v.is(v.pipe(v.string(), v.email()), email) && 'The e-mail address is not valid.',
  !v.is(newPasswordSchema, password) && 'The password must be at least 12 characters.',
].filter(Boolean);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}

const database = await connectDatabase(readEnv());
const em = database.orm.em.fork();
const { admins } = createServices(em);
if (await admins.exists(username)) {
  console.error(`An admin named "${username}" already exists; nothing was changed.`);
  process.exitCode = 1;
} else {
  await admins.create({ username, email, password }, { role: 'owner' });
  await em.flush();
  console.log(`Admin "${username}" created (an owner).`);
}
await database.close();
