/** The staff addresses of trips: the list, a new trip's editor and a stored trip's editor. */
export const PACKAGES_HREF = '/admin/packages';
export const NEW_TRIP_HREF = `${PACKAGES_HREF}/new`;
export const tripEditorHref = (id: string) => `${PACKAGES_HREF}/${id}`;
