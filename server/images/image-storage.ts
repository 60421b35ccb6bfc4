import { StartupError } from '#lib/startup-error.server.ts';
import { AwsClient } from 'aws4fetch';
import type { Orm } from '#database/orm.ts';
import { createServices } from '../services.ts';

/** Where the bytes of image variants live; keys are `<hash>-<width>.webp`, written once, never changed. */
export interface ImageStorage {
  readonly name: 'postgresql' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Nothing is stored under the key afterwards; a key never written is no error. */
  delete(key: string): Promise<void>;
}

/**
 * The default: an `image_files` table. Works with the embedded database and on platforms whose disks
 * are wiped at each deploy; served images are cached immutably, so the database sees each one rarely.
 */
export function postgresImageStorage(orm: Orm): ImageStorage {
  return {
    name: 'postgresql',
    // Each on a fork of its own: an image is stored and served outside any request's unit of work.
    put: (key, data) => createServices(orm.em.fork()).imageFiles.put(key, data),
    get: (key) => createServices(orm.em.fork()).imageFiles.get(key),
    delete: async (key) => void (await orm.em.fork().execute(`delete from "image_files" where "key" = ?`, [key])),
  };
}

export interface S3Settings {
  bucket: string;
  /** e.g. https://s3.eu-west-1.amazonaws.com, or an S3-compatible service's address. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** An S3-compatible bucket, addressed path-style (works with AWS, MinIO, R2, Backblaze B2 and others). */
export function s3ImageStorage(settings: S3Settings): ImageStorage {
  const client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, region: settings.region, service: 's3' });
  const url = (key: string) => `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/${encodeURIComponent(key)}`;
  return {
    name: 's3',
    async put(key, data) {
      const response = await client.fetch(url(key), { method: 'PUT', body: new Uint8Array(data), headers: { 'Content-Type': 'image/webp' } });
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status}`);
    },
    async get(key) {
      const response = await client.fetch(url(key));
      if (response.status === 404 || response.status === 403) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(url(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
    },
  };
}

/** S3 settings from S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; undefined without S3_BUCKET. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const region = env.S3_REGION?.trim() || 'us-east-1';
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new StartupError('S3_BUCKET is set: also set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or the AWS_ names).');
  }
  const endpoint = env.S3_ENDPOINT?.trim() || `https://s3.${region}.amazonaws.com`;
  if (!/^https?:\/\//.test(endpoint)) throw new StartupError(`S3_ENDPOINT must start with http:// or https://, got "${endpoint}"`);
  return { bucket, endpoint, region, accessKeyId, secretAccessKey };
}
