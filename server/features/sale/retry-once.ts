import { DeadlockException } from '@mikro-orm/core';

/**
 * Runs a transaction again once when PostgreSQL broke it off as a deadlock or a serialization failure
 * (40P01, 40001; MikroORM's DeadlockException). The sale path takes its locks in one order (decision 135), so
 * this is the rare case (a lock taken inside a trigger or by another feature); a second failure is a real fault.
 */
export async function retryOnce<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DeadlockException)) throw error;
    return run();
  }
}
