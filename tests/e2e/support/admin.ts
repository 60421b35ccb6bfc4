/** The admin the e2e server is started with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN = {
  username: 'e2e-admin',
  password: 'e2e-admin-password-2026',
};
