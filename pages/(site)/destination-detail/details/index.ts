import type { DetailSlug } from '#lib/content/detail-routes.ts';
import type { DestinationDetail } from '../destination-detail.types.ts';
import { addoElephant } from './addo-elephant.content.ts';
import { capeTown } from './cape-town.content.ts';
import { caprivi } from './caprivi.content.ts';
import { chobe } from './chobe.content.ts';
import { elephantsSands } from './elephants-sands.content.ts';
import { kariba } from './kariba.content.ts';
import { kgalagadi } from './kgalagadi.content.ts';
import { kilimanjaro } from './kilimanjaro.content.ts';
import { kruger } from './kruger.content.ts';
import { makgadikgadi } from './makgadikgadi.content.ts';
import { manaPools } from './mana-pools.content.ts';
import { masaiMara } from './masai-mara.content.ts';
import { ngorongoro } from './ngorongoro.content.ts';
import { okavango } from './okavango.content.ts';
import { serengeti } from './serengeti.content.ts';
import { victoriaFalls } from './victoria-falls.content.ts';
import { zanzibar } from './zanzibar.content.ts';

/**
 * Every destination detail record by slug. Only the server imports this (from +data.ts), so a
 * visitor's browser receives the one record of the page it shows, never all seventeen.
 */
export const DESTINATION_DETAILS: Record<DetailSlug, DestinationDetail> = {
  'victoria-falls': victoriaFalls,
  'addo-elephant': addoElephant,
  chobe,
  caprivi,
  'cape-town': capeTown,
  'masai-mara': masaiMara,
  serengeti,
  ngorongoro,
  kruger,
  kilimanjaro,
  zanzibar,
  okavango,
  kgalagadi,
  'mana-pools': manaPools,
  makgadikgadi,
  'elephants-sands': elephantsSands,
  kariba,
};
