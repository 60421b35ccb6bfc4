/** The staff addresses of an enquiry's proposals: a new one's editor and a stored one's. */
export const inquiryHref = (inquiryId: string) => `/admin/inquiries/${inquiryId}`;
export const newProposalHref = (inquiryId: string) => `${inquiryHref(inquiryId)}/proposals/new`;
export const proposalEditorHref = (inquiryId: string, proposalId: string) => `${inquiryHref(inquiryId)}/proposals/${proposalId}`;
/** A draft as its traveller will see it (issue 29): staff-only, never a traveller's view. */
export const proposalPreviewHref = (proposalId: string) => `/admin/proposals/${proposalId}/preview`;
