import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { todayIn } from '#lib/domain/dates.ts';
import { uuidOrNull } from '#lib/domain/uuid.ts';
import { indicativeForEnquiry } from '#lib/domain/costing/indicative-enquiry.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** One enquiry with its timeline and its proposals; an unknown or malformed id is SPEC's not-found page. */
export async function data(pageContext: PageContextServer) {
  const id = uuidOrNull(pageContext.routeParams.id);
  const { inquiries, proposals } = pageContext.services;
  const inquiry = id ? await inquiries.detail(id) : null;
  if (!inquiry) throw render(404);
  // Opening a traveller's enquiry is in the activity log, as its API read is (decision 137).
  const admin = pageContext.admin!;
  pageContext.services.audit.record({ action: 'viewed', kind: 'inquiry', recordType: 'Inquiry', recordId: inquiry.id, changes: { rows: 1 }, actor: { id: admin.id, username: admin.username } });
  await pageContext.services.commit();
  return {
    inquiry,
    proposals: (await proposals.list(inquiry.id, todayIn(pageContext.site.timeZone))) ?? [],
    /** The further addresses whose mail is the traveller's answer (decision 136). */
    travellerAddresses: (await pageContext.services.inquiryAddresses.list(inquiry.id)) ?? [],
    /** Where the traveller's answer to a reply goes: back into this timeline, or only to the team's inbox. */
    answersReachDesk: pageContext.inboundMail,
    /** The first price the rates give for the party (issue 40), as the acknowledgement computes it. */
    indicative: await indicativeForEnquiry(pageContext.services, inquiry, todayIn(pageContext.site.timeZone)),
    now: new Date().toISOString(),
  };
}
