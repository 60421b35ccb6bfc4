/** Where the setup project keeps the signed-in admin's cookies (the e2e server's data folder, made anew each run). */
export const ADMIN_STATE = '.data-e2e/admin-state.json';
