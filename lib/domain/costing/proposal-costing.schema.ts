import * as v from 'valibot';
import { quoteSchema } from './quote.schema.ts';

/** `POST /api/admin/proposals/:id/price` (issue 40): the quote's input; the currency is the proposal's own. */
export const proposalPriceSchema = v.omit(quoteSchema, ['currency']);

export type ProposalPriceInput = v.InferOutput<typeof proposalPriceSchema>;
