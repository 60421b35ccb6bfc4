import * as v from 'valibot';
import { LOCALES } from './locale.ts';

/**
 * `locale` on an enquiry or a traveller: one of ours, or a 400 naming the field.
 * A module of its own: every page's header reads `locale.ts`, and a schema there put Valibot in every page's
 * first load once any form used it, pure annotation or not (the shared chunk keeps what any importer uses).
 */
export const LocaleSchema = v.picklist(LOCALES, 'Choose a language we serve: en or de.');
