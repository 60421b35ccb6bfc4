/**
 * Generates a migration from the difference between the entities and the committed migrations:
 * it applies those to a throw-away embedded PostgreSQL, diffs, writes the new file and lists it.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedDatabase } from '#database/embedded.ts';
import { ormConfig } from '#database/mikro-orm.config.ts';

const name = process.argv[2];
const dir = await mkdtemp(join(tmpdir(), 'safari-migration-'));
const database = await startEmbeddedDatabase(dir);
try {
  const orm = await MikroORM.init(ormConfig(database.url));
  await orm.migrator.up();
  const result = await orm.migrator.create(undefined, false, false, name);
  await orm.close();
  if (!result.fileName) {
    console.log('No changes: the entities match the migrations.');
  } else {
    const className = result.fileName.replace(/\.ts$/, '');
    const indexPath = 'database/migrations/index.ts';
    const index = await readFile(indexPath, 'utf8');
    const withImport = index.replace(
      "import type { MigrationObject } from '@mikro-orm/core';\n",
      `import type { MigrationObject } from '@mikro-orm/core';\nimport { ${className} } from './${result.fileName}';\n`,
    );
    const listed = withImport.replace(/= \[(.*)\];\n$/s, (_, items: string) => {
      const entries = items.trim() ? `${items.trimEnd().replace(/,$/, '')},\n  ` : '\n  ';
      return `= [${entries}{ name: '${className}', class: ${className} },\n];\n`;
    });
    await writeFile(indexPath, listed);
    console.log(`Created database/migrations/${result.fileName}`);
  }
} finally {
  await database.stop();
  await rm(dir, { recursive: true, force: true });
}
