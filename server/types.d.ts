import type { AdminView } from '#lib/domain/staff/staff.types.ts';
import type { Services } from './services.ts';

declare global {
  namespace Express {
    interface Request {
      services: Services;
      admin?: AdminView;
    }
  }
}

export {};
