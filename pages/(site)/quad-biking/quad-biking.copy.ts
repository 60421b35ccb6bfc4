/** Quad biking's copy in every language we serve (issue 42), read on the server only (sections and +data.ts). */
import type { Localized } from '#lib/domain/site/locale.ts';
import { quadBiking, type QuadBikingContent } from './quad-biking.content.ts';
import { quadBikingDe } from './quad-biking.content.de.ts';

export const quadBikingCopy: Localized<QuadBikingContent> = { en: quadBiking, de: quadBikingDe };
