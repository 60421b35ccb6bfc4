/** The packages page's server-rendered copy in every language we serve (issue 42); the English is packages.content.ts. */
import type { Localized } from '#lib/domain/site/locale.ts';
import { packagesPageContent } from './packages.content.ts';
import { packagesCopyDe } from './packages.content.de.ts';

export type PackagesCopy = Pick<typeof packagesPageContent, 'eyebrow' | 'heading' | 'intro' | 'noticeTitle' | 'notice' | 'finalCta'>;

export const packagesCopy: Localized<PackagesCopy> = {
  en: packagesPageContent,
  de: packagesCopyDe,
};
