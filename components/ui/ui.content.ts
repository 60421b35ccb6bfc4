/** Words of the shared UI pieces, used by the public site and the staff pages alike. */
export const uiContent = {
  closeDialog: 'Close',
};
