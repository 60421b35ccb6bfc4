import type { EntityManager } from '@mikro-orm/postgresql';
import { Gallery, GalleryFolder, GalleryPhoto, Package, Testimonial } from '../entities/index.ts';
import { PackagesRepository } from '../repositories/packages.repo.ts';
import type { PackageInput } from '../schemas/package.schema.ts';
import { demoGallery, demoPackages, demoTestimonials } from './demo.content.ts';

/**
 * Loads the demo content. Idempotent: a record whose name (or, for testimonials, author)
 * already exists is left as it is, so running it again adds nothing and changes nothing.
 */
export async function seedDemoContent(em: EntityManager): Promise<{ created: number }> {
  let created = 0;
  await em.transactional(async (tx) => {
    const packages = new PackagesRepository(tx);
    for (const pkg of demoPackages) {
      if (await tx.count(Package, { name: pkg.name })) continue;
      // Through the repository, so the slug is made (and kept unique) as staff-made trips' are.
      await packages.create({ ...pkg, type: pkg.type as PackageInput['type'], isActive: true });
      created++;
    }
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
  return { created };
}
