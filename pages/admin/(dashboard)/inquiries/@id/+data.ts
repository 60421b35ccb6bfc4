import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { InquiryAddressesRepository } from '#database/repositories/inquiry-addresses.repo.ts';
import { todayIn } from '#database/schemas/fields.ts';
import { uuidOrNull } from '#lib/uuid.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** One enquiry with its timeline and its proposals; an unknown or malformed id is SPEC's not-found page. */
export async function data(pageContext: PageContextServer) {
  const id = uuidOrNull(pageContext.routeParams.id);
  const { inquiries, proposals } = pageContext.services;
  const inquiry = id ? await inquiries.detail(id) : null;
  if (!inquiry) throw render(404);
  return {
    inquiry,
    proposals: (await proposals.list(inquiry.id, todayIn(pageContext.site.timeZone))) ?? [],
    /** The further addresses whose mail is the traveller's answer (decision 136). */
    travellerAddresses: (await new InquiryAddressesRepository(pageContext.services.em).list(inquiry.id)) ?? [],
    /** Where the traveller's answer to a reply goes: back into this timeline, or only to the team's inbox. */
    answersReachDesk: pageContext.inboundMail,
    now: new Date().toISOString(),
  };
}
