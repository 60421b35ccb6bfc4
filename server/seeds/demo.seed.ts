import type { EntityManager } from '@mikro-orm/postgresql';
import { Gallery, GalleryFolder, GalleryPhoto, Package, Testimonial } from '#database/entities/index.ts';
import { createServices } from '../services.ts';
import { saveDepartures } from '#database/repositories/departures.repo.ts';
import { siteToday } from '#database/site-time-zone.ts';
import type { PackageInput } from '#lib/domain/catalogue/package.schema.ts';
import { botswanaTrips } from '#database/seeds/demo-trips-botswana.content.ts';
import { southAfricaTrips, type DemoTrip } from '#database/seeds/demo-trips-south-africa.content.ts';
import { demoGallery, demoPackages, demoTestimonials } from '#database/seeds/demo.content.ts';
import { seedSuppliers } from '#database/seeds/suppliers.seed.ts';

/** Every demo package's trip, by package name. */
export const demoTrips: Record<string, DemoTrip> = { ...southAfricaTrips, ...botswanaTrips };

/**
 * Loads the demo content. Idempotent: a record whose name (or, for testimonials, author)
 * already exists is left as it is, so running it again adds nothing and changes nothing.
 * The one exception: a demo package stored before trips existed (no stops, no seasons) gets its
 * trip filled in (`filled`), once; its SPEC fields, and any trip staff have written, stay as they are.
 */
export async function seedDemoContent(em: EntityManager): Promise<{ created: number; filled: number }> {
  let created = 0;
  let filled = 0;
  await em.transactional(async (tx) => {
    const { packages } = createServices(tx);
    for (const pkg of demoPackages) {
      const trip = demoTrips[pkg.name];
      const existing = await tx.findOne(Package, { name: pkg.name });
      if (existing) {
        if (trip && existing.itinerary.length === 0 && existing.seasons.length === 0) {
          const { departures, ...details } = structuredClone(trip);
          tx.assign(existing, details);
          await saveDepartures(tx, existing, departures, siteToday());
          filled++;
        }
        continue;
      }
      // Through the repository, so the slug is made (and kept unique) as staff-made trips' are.
      await packages.create({ ...pkg, ...structuredClone(trip), type: pkg.type as PackageInput['type'], isActive: true });
      created++;
    }
    created += await seedSuppliers(tx, Object.values(demoTrips));
    for (const testimonial of demoTestimonials) {
      if (await tx.count(Testimonial, { name: testimonial.name })) continue;
      tx.create(Testimonial, { ...testimonial, isActive: true });
      created++;
    }
    for (const [folderIndex, { galleries, ...folderFields }] of demoGallery.entries()) {
      let folder = await tx.findOne(GalleryFolder, { name: folderFields.name });
      if (!folder) {
        folder = tx.create(GalleryFolder, { ...folderFields, sortOrder: folderIndex, isActive: true });
        created++;
      }
      for (const [galleryIndex, { photos, ...galleryFields }] of galleries.entries()) {
        if (await tx.count(Gallery, { name: galleryFields.name, folder })) continue;
        const gallery = tx.create(Gallery, { ...galleryFields, folder, coverImageUrl: photos[0]?.thumbnailUrl ?? null, sortOrder: galleryIndex, isActive: true });
        created++;
        for (const photo of photos) {
          tx.create(GalleryPhoto, { ...photo, description: photo.description ?? null, gallery, isActive: true });
          created++;
        }
      }
    }
  });
  return { created, filled };
}
