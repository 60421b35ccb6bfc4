import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Image } from '../entities/index.ts';
import type { UploadedImage } from '#lib/domain/catalogue/catalogue.types.ts';
import { imagePath } from '#lib/domain/catalogue/uploaded-image.ts';

const toView = (i: InferEntity<typeof Image>): UploadedImage => ({ id: i.id, url: imagePath(i.hash, i.width), width: i.width, height: i.height });

/** Uploaded images' records (their bytes are in the image storage). */
export class ImagesRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async findByHash(hash: string): Promise<UploadedImage | null> {
    const image = await this.em.findOne(Image, { hash });
    return image ? toView(image) : null;
  }

  /** Staged for the handler to commit. */
  create(input: { hash: string; width: number; height: number; widths: number[]; originalName: string | null }): UploadedImage {
    return toView(this.em.create(Image, { id: randomUUID(), ...input, createdAt: new Date() }));
  }
}
