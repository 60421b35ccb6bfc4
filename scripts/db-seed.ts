/** Loads the demo content; running it again adds nothing. */
import { connectDatabase } from '#database/connect.ts';
import { seedDemoContent } from '#server/seeds/demo.seed.ts';
import { readEnv } from '#server/env.ts';

const database = await connectDatabase(readEnv());
const { created } = await seedDemoContent(database.orm.em.fork());
console.log(created ? `Loaded ${created} demo records.` : 'Demo content is already loaded.');
await database.close();
