/** The Victoria Falls day tour's copy in every language we serve (issue 42), read on the server only (sections and +data.ts). */
import type { Localized } from '#lib/domain/site/locale.ts';
import { victoriaFalls, type VictoriaFallsContent } from './victoria-falls.content.ts';
import { victoriaFallsDe } from './victoria-falls.content.de.ts';

export const victoriaFallsCopy: Localized<VictoriaFallsContent> = { en: victoriaFalls, de: victoriaFallsDe };
