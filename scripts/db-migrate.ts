/** Applies the committed migrations (the release phase of a deployment runs this). */
import { connectDatabase } from '#database/connect.ts';
import { readEnv } from '#server/env.ts';

const database = await connectDatabase(readEnv());
const executed = await database.orm.migrator.getExecuted();
console.log(`Database is up to date (${executed.length} migrations applied).`);
await database.close();
