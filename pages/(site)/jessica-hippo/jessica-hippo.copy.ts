/** The visit to Jessica's copy in every language we serve (issue 42), read on the server only with the sections. */
import type { Localized } from '#lib/domain/site/locale.ts';
import { jessicaHippo, type JessicaHippoContent } from './jessica-hippo.content.ts';
import { jessicaHippoDe } from './jessica-hippo.content.de.ts';

export const jessicaHippoCopy: Localized<JessicaHippoContent> = { en: jessicaHippo, de: jessicaHippoDe };
