import type { Orm } from '#database/orm.ts';
import { filesStillStored, forgetOldRemovals, hashesInContent, noteFilesRemoved, removeImagesNotInUse, unusedUploads } from '#database/repositories/removed-images.ts';
import { s3ImageStorage, s3SettingsFromEnv, type ImageStorage } from './image-storage.ts';

/** An upload that nothing names this long after it was made is taken out of storage (issue 38). */
export const UNUSED_UPLOAD_HOURS = 24;

/**
 * The housekeeping sweep's images part (decision 177): uploads nothing refers to a day after they were made (a
 * review photo whose link step never ran, a staff upload never used), then the files an S3 store still holds for
 * images removed anywhere, then removals old enough to forget. PostgreSQL's bytes go with the rows. `storage` is the
 * S3 store when S3_BUCKET is set (as at start-up), else none: the rows' statement deleted the bytes already.
 */
export async function sweepImages(orm: Orm, now: Date, storage: ImageStorage | null = externalStorageFromEnv()): Promise<number> {
  const em = orm.em.fork();
  const candidates = await unusedUploads(em, new Date(now.getTime() - UNUSED_UPLOAD_HOURS * 3_600_000));
  let removed: string[] = [];
  if (candidates.length > 0) {
    removed = await em.transactional(async (tx) => removeImagesNotInUse(tx, candidates, await hashesInContent(tx)));
    if (removed.length > 0) console.log(`Removed ${removed.length} uploaded images nothing refers to.`);
  }
  for (const image of await filesStillStored(em)) {
    if (storage) for (const width of image.widths) await storage.delete(`${image.hash}-${width}.webp`);
    await noteFilesRemoved(em, image.hash);
  }
  await forgetOldRemovals(em);
  return removed.length;
}

function externalStorageFromEnv(): ImageStorage | null {
  const s3 = s3SettingsFromEnv(process.env);
  return s3 ? s3ImageStorage(s3) : null;
}
