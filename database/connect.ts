import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.ts';
import { openDatabase, type Orm } from './orm.ts';

export interface Database {
  orm: Orm;
  url: string;
  /** The embedded cluster when no DATABASE_URL was given. */
  embedded: EmbeddedDatabase | undefined;
  close(): Promise<void>;
}

/** DATABASE_URL when set, else the embedded PostgreSQL in dataDir; migrated either way. */
export async function connectDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  const embedded = options.databaseUrl ? undefined : await startEmbeddedDatabase(options.dataDir);
  const url = options.databaseUrl ?? embedded!.url;
  try {
    const orm = await openDatabase(url);
    return {
      orm,
      url,
      embedded,
      async close() {
        await orm.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
