export const shellContent = {
  title: 'Admin Dashboard',
  welcome: 'Welcome back',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  logoutFailed: 'Could not log out. Please try again.',
  viewSite: 'View website',
  // SPEC §2: the spinner while a section loads.
  loading: 'Loading...',
} as const;

/** Words every admin dialog shares. */
export const dialogContent = {
  cancel: 'Cancel',
} as const;

/** SPEC §2's four cards, with the server's figures. */
export const statsContent = {
  heading: 'At a glance',
  packages: { label: 'Safari Packages', note: 'Active packages' },
  inquiries: { label: 'Inquiries', note: (fresh: string) => `${fresh} new` },
  folders: { label: 'Gallery Folders', note: 'Photo collections' },
  reviews: { label: 'Reviews', note: 'Average rating', none: 'No reviews yet' },
} as const;

/** The tab bar's name; the tabs themselves are `admin-sections.ts`. */
export const tabsContent = {
  label: 'Dashboard sections',
} as const;

export const overviewContent = {
  activityTitle: 'Recent Activity',
  activityEmpty: 'Nothing has happened yet. Every change staff make, and every sign-in, will show up here.',
  activityAll: 'See all activity',
  actionsTitle: 'Quick Actions',
  actions: {
    addPackage: { label: 'Add a package', note: 'Create a new safari package' },
    createFolder: { label: 'Create a gallery folder', note: 'Start a new photo collection' },
    viewInquiries: { label: 'Review inquiries', note: 'Read what travellers asked' },
  },
} as const;
