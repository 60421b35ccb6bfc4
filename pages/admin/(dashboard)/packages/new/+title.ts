import { shellContent } from '#components/admin/admin.content.ts';
import { packagesContent } from '../packages.content.ts';
import { BRAND_NAME } from '#lib/brand.ts';

export function title() {
  return `${packagesContent.dialog.createTitle} | Packages | ${shellContent.title} | ${BRAND_NAME}`;
}
