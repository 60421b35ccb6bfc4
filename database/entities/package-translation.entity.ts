import { defineEntity, p } from '@mikro-orm/core';
import type { TranslatedDay, TranslationReview } from '#lib/domain/catalogue/trip-translation.ts';
import { Package } from './package.entity.ts';

/**
 * A trip's texts in another language (issue 42, decision 204): written whole by the trip editor's German section,
 * each field with its own review mark. Written with `insert … on conflict` (package-translations.repo.ts).
 */
export const PackageTranslation = defineEntity({
  name: 'PackageTranslation',
  tableName: 'package_translations',
  properties: {
    package: () => p.manyToOne(Package).fieldName('package_id').deleteRule('cascade').primary(),
    locale: p.string().length(5).primary(),
    name: p.string().length(200),
    description: p.text().default(''),
    itinerary: p.json<TranslatedDay[]>().defaultRaw(`'[]'`),
    included: p.json<string[]>().defaultRaw(`'[]'`),
    excluded: p.json<string[]>().defaultRaw(`'[]'`),
    reviewed: p.json<TranslationReview>(),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});
