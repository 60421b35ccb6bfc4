export { Admin } from './admin.entity.ts';
export { GalleryItem } from './gallery-item.entity.ts';
export { Gallery, GalleryFolder, GalleryPhoto } from './gallery.entity.ts';
export { RateLimit, Session } from './infrastructure.entity.ts';
export { Inquiry, InquiryEvent, InquiryIdempotencyKey } from './inquiry.entity.ts';
export { Package } from './package.entity.ts';
export { Testimonial } from './testimonial.entity.ts';
export { User } from './user.entity.ts';
