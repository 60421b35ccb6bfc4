import type { AdminView } from '#database/dto.ts';
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
