/** The Panorama Route's copy in every language we serve (issue 42), read on the server only with the sections. */
import type { Localized } from '#lib/domain/site/locale.ts';
import { panoramaRoute, type PanoramaRouteContent } from './panorama-route.content.ts';
import { panoramaRouteDe } from './panorama-route.content.de.ts';

export const panoramaRouteCopy: Localized<PanoramaRouteContent> = { en: panoramaRoute, de: panoramaRouteDe };
