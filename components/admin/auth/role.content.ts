import type { AdminRole } from '#lib/admin-roles.ts';

/** How roles read in the dashboard (decision 120). */
export const roleContent = {
  labels: { owner: 'Owner', staff: 'Staff' } satisfies Record<AdminRole, string>,
  explained: {
    owner: 'Everything, including staff accounts, settings, the CSV export, erasing an inquiry and payments.',
    staff: 'The inquiry desk and the site’s packages, gallery and testimonials; not accounts, settings, export, erasure or payments.',
  } satisfies Record<AdminRole, string>,
  pageTitle: 'Only an owner can open this page',
  pageText: 'Your account is a staff account. Please ask an owner of this dashboard if you need something here.',
} as const;
