import type { EntityManager } from '@mikro-orm/postgresql';
import { imagePath } from '#lib/domain/catalogue/uploaded-image.ts';

/**
 * Images taken out of storage (issue 38, decision 177): a withheld review's photos and uploads nothing refers to.
 * Plain functions on the caller's EntityManager, like after-booking-erasure.ts: the caller's transaction decides.
 * An image's bytes in PostgreSQL go in the same statement as its row; an S3 store's are deleted by the sweep from
 * `removed_images`, which also gives the CDN purge the URLs to drop for a couple of days.
 */

/** How long a removed image's URLs are named in every CDN purge, and its record kept. */
export const REMOVED_IMAGE_KEEP_HOURS = 48;

/**
 * Tables that can name no image shown on the site: logs, keys, traveller mail and the image store itself. Every
 * other table (content, proposals, settings, and any table added later) is searched, so an image in use is kept.
 */
const NOT_CONTENT = new Set([
  'images', 'image_files', 'removed_images', 'review_photos', 'review_photo_slots', 'audit_log', 'sessions', 'rate_limits',
  'inquiry_idempotency_keys', 'password_resets', 'mailbox_status', 'outbox_mails', 'staff_mails', 'inbound_attachments',
  'inquiry_events', 'inquiries', 'inquiry_addresses', 'booking_events', 'reservation_events', 'trip_guests', 'payments',
  'refunds', 'mikro_orm_migrations', 'held_mails', 'inbound_mails',
]);

/** The hashes of uploaded images that any content table names (`/images/<hash>-<width>.webp`, relative or absolute). */
export async function hashesInContent(em: EntityManager): Promise<Set<string>> {
  const tables = await em.execute<{ name: string }[]>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind = 'r' order by 1`,
  );
  const found = new Set<string>();
  for (const { name } of tables) {
    if (NOT_CONTENT.has(name)) continue;
    const rows = await em.execute<{ hash: string }[]>(
      `select distinct (regexp_matches(t::text, '/images/([0-9a-f]{32})-[0-9]{1,4}\\.webp', 'g'))[1] as hash from "${name.replace(/"/g, '""')}" t`,
    );
    for (const row of rows) found.add(row.hash);
  }
  return found;
}

/**
 * Deletes these images' rows and PostgreSQL bytes and records them as removed, except an image still linked to a
 * review or named by content (the same picture may be a staff photo too). Returns the hashes removed.
 */
export async function removeImagesNotInUse(em: EntityManager, imageIds: readonly string[], inContent?: Set<string>): Promise<string[]> {
  if (imageIds.length === 0) return [];
  const named = inContent ?? (await hashesInContent(em));
  const list = imageIds.map(() => '?').join(', ');
  const candidates = await em.execute<{ id: string; hash: string }[]>(
    `select i."id", i."hash" from "images" i where i."id" in (${list})
       and not exists (select 1 from "review_photos" rp where rp."image_id" = i."id") for update of i skip locked`,
    [...imageIds],
  );
  const gone = candidates.filter((c) => !named.has(c.hash));
  if (gone.length === 0) return [];
  const ids = gone.map((c) => c.id);
  const idList = ids.map(() => '?').join(', ');
  const removed = await em.execute<{ hash: string; widths: number[] }[]>(`delete from "images" where "id" in (${idList}) returning "hash", "widths"`, ids);
  for (const image of removed) {
    await em.execute(`delete from "image_files" where "key" like ?`, [`${image.hash}-%`]);
    await em.execute(
      `insert into "removed_images" ("hash", "widths", "removed_at") values (?, ?, now())
       on conflict ("hash") do update set "widths" = excluded."widths", "removed_at" = now(), "files_removed_at" = null`,
      [image.hash, JSON.stringify(image.widths)],
    );
  }
  return removed.map((r) => r.hash);
}

/** Uploads older than `olderThan` that no review and no content names (at most `limit`): their ids. */
export async function unusedUploads(em: EntityManager, olderThan: Date, limit = 200): Promise<string[]> {
  // Only uploads of the last week are looked at: older ones were in use when they were this age, and staff's
  // later edits leave their old pictures in place rather than ask a scan of every table each ten minutes.
  const rows = await em.execute<{ id: string }[]>(
    `select i."id" from "images" i where i."created_at" < ? and i."created_at" > ?::timestamptz - interval '7 days'
       and not exists (select 1 from "review_photos" rp where rp."image_id" = i."id") order by i."created_at" limit ?`,
    [olderThan, olderThan, limit],
  );
  return rows.map((r) => r.id);
}

/** Every variant URL path of the images removed within REMOVED_IMAGE_KEEP_HOURS, for the CDN purge. */
export async function removedImagePaths(em: EntityManager): Promise<string[]> {
  const rows = await em.execute<{ hash: string; widths: number[] | string }[]>(
    `select "hash", "widths" from "removed_images" where "removed_at" > now() - make_interval(hours => ?) order by "hash"`,
    [REMOVED_IMAGE_KEEP_HOURS],
  );
  return rows.flatMap((row) => (typeof row.widths === 'string' ? (JSON.parse(row.widths) as number[]) : row.widths).map((w) => imagePath(row.hash, w)));
}

/** Removed images whose files an external store may still hold (none has been uploaded again since). */
export async function filesStillStored(em: EntityManager, limit = 100): Promise<{ hash: string; widths: number[] }[]> {
  const rows = await em.execute<{ hash: string; widths: number[] | string }[]>(
    `select r."hash", r."widths" from "removed_images" r where r."files_removed_at" is null
       and not exists (select 1 from "images" i where i."hash" = r."hash") order by r."removed_at" limit ?`,
    [limit],
  );
  return rows.map((row) => ({ hash: row.hash, widths: typeof row.widths === 'string' ? (JSON.parse(row.widths) as number[]) : row.widths }));
}

export async function noteFilesRemoved(em: EntityManager, hash: string): Promise<void> {
  await em.execute(`update "removed_images" set "files_removed_at" = now() where "hash" = ?`, [hash]);
}

/** Forgets removals older than REMOVED_IMAGE_KEEP_HOURS whose files are gone. */
export async function forgetOldRemovals(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ hash: string }[]>(
    `delete from "removed_images" where "removed_at" < now() - make_interval(hours => ?) and ("files_removed_at" is not null
       or exists (select 1 from "images" i where i."hash" = "removed_images"."hash")) returning "hash"`,
    [REMOVED_IMAGE_KEEP_HOURS],
  );
  return rows.length;
}
