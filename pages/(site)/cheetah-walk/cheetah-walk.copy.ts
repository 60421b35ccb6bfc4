/** The cheetah walk's copy in every language we serve (issue 42), read on the server only with the sections. */
import type { Localized } from '#lib/domain/site/locale.ts';
import { cheetahWalk, type CheetahWalkContent } from './cheetah-walk.content.ts';
import { cheetahWalkDe } from './cheetah-walk.content.de.ts';

export const cheetahWalkCopy: Localized<CheetahWalkContent> = { en: cheetahWalk, de: cheetahWalkDe };
