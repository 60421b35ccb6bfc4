import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { typedSql } from '../typed-sql.ts';

/**
 * The bytes of image variants when PostgreSQL is the image store (`image_files`, the ImageFile entity). Typed SQL:
 * bytes are no one's action to audit (the Image record is, through the ORM), and a write must not wait for a flush.
 */
export class ImageFilesRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** Content-addressed: a second upload of the same picture writes the same bytes, so the first is kept. */
  async put(key: string, data: Buffer): Promise<void> {
    await typedSql(this.em).insertInto('image_files').values({ key, data, created_at: sql<Date>`now()` }).onConflict((conflict) => conflict.column('key').doNothing()).execute();
  }

  /** Null when nothing is stored under the key. */
  async get(key: string): Promise<Buffer | null> {
    const row = await typedSql(this.em).selectFrom('image_files').select('data').where('key', '=', key).executeTakeFirst();
    if (!row) return null;
    // node-postgres reads `bytea` as a Buffer already: no copy of the bytes.
    return Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data);
  }
}
