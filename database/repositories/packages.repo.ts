import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import { Package } from '../entities/index.ts';
import type { SafariPackage } from '../dto.ts';
import type { PackageInput } from '../schemas/package.schema.ts';

type PackageEntity = InferEntity<typeof Package>;

/** SPEC's card fields of the input (the trip's own fields are stored from step 2 of issue 17). */
function cardFields(input: PackageInput) {
  const { name, type, price, duration, description, features, accommodation, groupSize, imageUrl, isActive } = input;
  return { name, type, price, duration, description, features, accommodation, groupSize, imageUrl: imageUrl ?? null, isActive };
}

function toView(p: PackageEntity): SafariPackage {
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    price: Number(p.price),
    duration: p.duration,
    description: p.description,
    features: [...p.features],
    accommodation: p.accommodation,
    groupSize: p.groupSize,
    imageUrl: p.imageUrl ?? null,
    isActive: p.isActive,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Safari packages. Writes are staged on the request's unit of work; the caller commits them. */
export class PackagesRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** Visitors see active packages only; staff see all of them. */
  async list(options: { includeInactive?: boolean } = {}): Promise<SafariPackage[]> {
    const where = options.includeInactive ? {} : { isActive: true };
    const rows = await this.em.find(Package, where, { orderBy: { price: 'asc', name: 'asc' } });
    return rows.map(toView);
  }

  async create(input: PackageInput): Promise<SafariPackage> {
    const now = new Date();
    // Id and times are set here, not at flush, so the staged package can be returned before the commit.
    const entity = this.em.create(Package, { ...cardFields(input), id: randomUUID(), createdAt: now, updatedAt: now });
    return toView(entity);
  }

  /** Returns null when no package has that id. */
  async update(id: string, input: PackageInput): Promise<SafariPackage | null> {
    const entity = await this.em.findOne(Package, { id });
    if (!entity) return null;
    this.em.assign(entity, { ...cardFields(input), updatedAt: new Date() });
    return toView(entity);
  }
}
