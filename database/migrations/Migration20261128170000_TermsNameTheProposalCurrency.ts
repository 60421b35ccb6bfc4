import { Migration } from '@mikro-orm/migrations';

// The Terms as shipped since decision 152 (Migration20261126160000_TextsThatAgree), word for word.
const SHIPPED_TERMS = "[{\"heading\":\"Bookings and Deposits\",\"body\":\"A booking is confirmed once we have received a deposit of {depositPercent}% of the total safari price. Until then, dates and availability are held only as a courtesy.\\n\\nThe names on your booking must match the names in your passports exactly, as lodges, airlines and border officials check them.\"},{\"heading\":\"Payment\",\"body\":\"Full payment is due {balanceDays} days before your departure. All prices are quoted in US dollars (USD) and are subject to change until your deposit has been received; after that, the price of your booking is fixed.\\n\\n- Bank transfer\\n- Credit card\\n- Certified cheque\"},{\"heading\":\"Cancellation by the Client\",\"body\":\"Cancellations must reach us in writing. The refund, a share of the total price and never more than you have paid, depends on how long before departure we receive your cancellation:\\n\\n{cancellationTable}\"},{\"heading\":\"Accommodation\",\"body\":\"All accommodation prices are based on two people sharing a room (double occupancy). Solo travellers pay a single supplement, which we quote with your itinerary.\"},{\"heading\":\"Passports and Travel Documents\",\"body\":\"Your passport must be valid for at least 6 months beyond your return date and have at least 2 blank pages. Obtaining passports, visas and other travel documents is your responsibility.\"},{\"heading\":\"Health and Travel Insurance\",\"body\":\"Please tell us about any medical conditions when you book, so that we can plan your safari safely.\\n\\nTravel insurance that includes medical evacuation is mandatory for every traveller, for the full length of the trip.\"},{\"heading\":\"Liability and Waiver\",\"body\":\"A safari takes you among wild animals and into remote places, and some risk remains however carefully we guide. Every traveller must sign a liability waiver before the safari begins.\"},{\"heading\":\"Disputes and Governing Law\",\"body\":\"If a disagreement arises, we will first try to resolve it with you through mediation. If mediation does not settle it, the dispute will go to arbitration. These terms are governed by the laws of South Africa.\"}]";
const OLD_SENTENCE = 'All prices are quoted in US dollars (USD) and are subject to change until your deposit has been received; after that, the price of your booking is fixed.';
const NEW_SENTENCE = 'Prices on this website are quoted in US dollars (USD); a proposal may be quoted in another currency, and its currency is then the currency of your booking. Prices are subject to change until your deposit has been received; after that, the price of your booking is fixed.';

export class Migration20261128170000_TermsNameTheProposalCurrency extends Migration {

  override name = 'Migration20261128170000_TermsNameTheProposalCurrency';

  // Issue 39 (R12): the Terms said every price is in US dollars while proposals go out in euros or rand too. An
  // install still holding the shipped Terms unchanged gets the sentence that says so; edited Terms are the operator's.
  override up(): void | Promise<void> {
    this.addSql(`update "site_texts" set "items" = replace("items"::text, '${OLD_SENTENCE}', '${NEW_SENTENCE}')::jsonb where "key" = 'terms' and "items"::jsonb = '${SHIPPED_TERMS}'::jsonb;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`update "site_texts" set "items" = replace("items"::text, '${NEW_SENTENCE}', '${OLD_SENTENCE}')::jsonb where "key" = 'terms' and "items"::text like '%${NEW_SENTENCE}%';`);
  }

}
