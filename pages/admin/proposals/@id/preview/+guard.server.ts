// The same rule as every staff page: signed in (else the sign-in page), and a first password changed first.
export { guard } from '../../../(dashboard)/+guard.server.ts';
