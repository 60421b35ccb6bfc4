import type { Feature, FeatureDeps } from '../feature.ts';
import type { MailTemplates } from '../mail/render.ts';
import { accounts } from './accounts/index.ts';
import { costing } from './costing/index.ts';
import { exchangeRates } from './exchange-rates/index.ts';
import { desk } from './desk/index.ts';
import { ledger } from './ledger/index.ts';
import { pack } from './pack/index.ts';
import { reservations } from './reservations/index.ts';
import { reviews } from './reviews/index.ts';
import { sale } from './sale/index.ts';
import { tripChanges } from './trip-changes/index.ts';

/**
 * Every feature of the product, one line each (decision 164). The order is the order inbound mail is offered to
 * the features' matchers: a lodge's answer to a reservation before the enquiries' matching.
 */
export const FEATURES: readonly Feature[] = [reservations, desk, sale, ledger, pack, reviews, accounts, costing, tripChanges, exchangeRates];

/** Everything the features hand the core, gathered once. */
export const registered = {
  routes: (deps: FeatureDeps) => FEATURES.flatMap((feature) => feature.routes?.(deps) ?? []),
  files: (deps: FeatureDeps) => FEATURES.flatMap((feature) => feature.files?.(deps) ?? []),
  jobs: FEATURES.flatMap((feature) => feature.jobs ?? []),
  inbound: FEATURES.flatMap((feature) => (feature.inbound ? [feature.inbound] : [])),
  unclaimed: FEATURES.flatMap((feature) => (feature.unclaimed ? [feature.unclaimed] : [])),
  sweeps: Object.assign({}, ...FEATURES.map((feature) => feature.sweeps ?? {})) as NonNullable<Feature['sweeps']>,
  mails: mailTemplates,
};

let templates: Promise<MailTemplates> | undefined;

/** Every feature's mail templates in one registry, loaded once with the first mail sent; two features naming one template is an error. */
function mailTemplates(): Promise<MailTemplates> {
  templates ??= Promise.all(FEATURES.map(async (feature) => [feature.name, (await feature.mails?.()) ?? {}] as const)).then((all) => {
    const merged: MailTemplates = {};
    for (const [name, own] of all) {
      for (const [template, def] of Object.entries(own) as [keyof MailTemplates, MailTemplates[keyof MailTemplates]][]) {
        if (merged[template]) throw new Error(`Two features send the mail template ${template} (${name} is the second)`);
        merged[template] = def;
      }
    }
    return merged;
  });
  return templates;
}
