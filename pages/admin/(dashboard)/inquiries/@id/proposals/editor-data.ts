import * as v from 'valibot';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { todayIn } from '#lib/domain/dates.ts';
import { proposalDraftQuerySchema } from '#lib/domain/sale/proposal.schema.ts';
import { uuidOrNull } from '#lib/domain/uuid.ts';
import { proposalCostingPanelData } from '#lib/domain/costing/repricing.ts';
import { indicativeForEnquiry } from '#lib/domain/costing/indicative-enquiry.ts';

/**
 * What both proposal editors show: the enquiry they belong to (404 when unknown) and the trips to start
 * from, hidden ones too (staff may quote a trip not on the site).
 */
export async function editorContext(pageContext: PageContextServer) {
  return (await editorSources(pageContext)).context;
}

async function editorSources(pageContext: PageContextServer) {
  const inquiryId = uuidOrNull(pageContext.routeParams.id);
  const { inquiries, packages } = pageContext.services;
  const inquiry = inquiryId ? await inquiries.detail(inquiryId) : null;
  if (!inquiry) throw render(404);
  const today = todayIn(pageContext.site.timeZone);
  // Each trip's departures from today on, for the editor's departure select (issue 26).
  const departures = await packages.upcomingDepartures(today, { includeInactive: true });
  const trips = (await packages.list({ includeInactive: true })).map((trip) => ({
    value: trip.id,
    label: trip.isActive ? trip.name : `${trip.name} (hidden)`,
    departures: departures[trip.id] ?? [],
  }));
  const context = {
    inquiry: { id: inquiry.id, name: `${inquiry.firstName} ${inquiry.lastName}`, email: inquiry.email },
    trips,
    // Issue 29: the editor warns while no bank details are set.
    bankMissing: !(await pageContext.services.companySettings.get()).bank,
    today,
  };
  return { context, enquiry: inquiry };
}

/** A new proposal starts as the draft endpoint fills it from the enquiry: its trip, arrival date and party. */
export async function newProposalData(pageContext: PageContextServer) {
  const context = await editorContext(pageContext);
  const draft = await pageContext.services.proposals.draft(context.inquiry.id, v.parse(proposalDraftQuerySchema, {}), context.today);
  if (!draft) throw render(404);
  return { ...context, proposal: null, draft, carriedNote: null };
}

/** A stored version of this enquiry's proposals; another enquiry's id in the path is not found. */
export async function storedProposalData(pageContext: PageContextServer) {
  const { context, enquiry } = await editorSources(pageContext);
  const id = uuidOrNull(pageContext.routeParams.proposalId);
  const proposal = id ? await pageContext.services.proposals.get(id) : null;
  if (!proposal || proposal.inquiryId !== context.inquiry.id) throw render(404);
  // A draft made from the version before keeps its note: the editor says so until staff change it (issue 29).
  const costingPanel = await proposalCostingPanelData(pageContext.services, proposal, context.today);
  // A draft not yet priced starts its "Price from rates" form from the enquiry's first price (issue 40).
  const first = proposal.status === 'draft' && !costingPanel.costing ? (await indicativeForEnquiry(pageContext.services, enquiry, context.today)).indicative : null;
  const suggestion = first?.ok ? first.suggestion : null;
  return { ...context, proposal, draft: null, carriedNote: await pageContext.services.proposals.carriedNote(proposal.id), costingPanel: { ...costingPanel, suggestion } };
}
