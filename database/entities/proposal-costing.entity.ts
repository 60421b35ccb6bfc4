import { defineEntity, p } from '@mikro-orm/core';
import type { FxRate, PricingSettings, QuoteInput } from '#lib/domain/costing/costing.types.ts';
import type { ProposalCostingLine } from '#lib/domain/costing/proposal-costing.ts';

/**
 * What a proposal version was priced from (issue 40, decision 189): the quote's input, the Settings of that day,
 * the rate-card versions and fee rows, the rates, and cost, sell and margin per line. Staff-only: no traveller's
 * page, PDF or mail reads this table.
 */
export const ProposalCostingRow = defineEntity({
  name: 'ProposalCostingRow',
  tableName: 'proposal_costings',
  properties: {
    proposalId: p.uuid().primary(),
    input: p.json<QuoteInput>(),
    settings: p.json<PricingSettings>(),
    pricedOn: p.date(),
    rateCards: p.json<{ id: string; version: number }[]>(),
    parkFeeIds: p.json<string[]>(),
    fx: p.json<(FxRate & { bufferPercent: number })[]>(),
    lines: p.json<ProposalCostingLine[]>(),
    costMinor: p.bigint('number'),
    sellMinor: p.bigint('number'),
    marginMinor: p.bigint('number'),
    pricedBy: p.string().length(100).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
