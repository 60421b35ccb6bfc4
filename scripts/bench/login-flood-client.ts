/**
 * The login flood's sender, in a process of its own so that its hundreds of requests a second do not
 * hold up the event loop that times the pages. `node login-flood-client.ts BASE CONNECTIONS`: wrong
 * passwords for `admin` until a line arrives on stdin (or 120 s pass), then the answer counts as JSON.
 */
import autocannon from 'autocannon';

const [base, connections] = process.argv.slice(2);
const instance = autocannon(
  {
    url: `${base}/api/admin/login`,
    connections: Number(connections),
    duration: 120,
    method: 'POST',
    // The API refuses a POST that does not come from the site's own origin.
    headers: { 'content-type': 'application/json', origin: base! },
    body: JSON.stringify({ username: 'admin', password: 'not the password at all' }),
  },
  (error, result) => {
    if (error) throw error;
    const answers: Record<string, number> = {};
    for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) answers[code] = stats.count ?? 0;
    if (result.errors) answers.errors = result.errors;
    process.stdout.write(JSON.stringify({ answers, attemptsPerSecond: result.requests.average }));
    process.exit(0);
  },
);
process.stdin.once('data', () => instance.stop());
