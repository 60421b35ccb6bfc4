import { BRAND_NAME } from '#lib/brand.ts';
import { outagePageContent as copy } from './outage-page.content.ts';

/**
 * The page a visitor sees while the database is unreachable. Self-contained (no data, no bundle),
 * so it renders whatever else is down; it reloads itself after the `Retry-After` interval.
 */
export function outagePage(retryAfterSeconds: number): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${Math.max(retryAfterSeconds, 5) * 3}">
<title>${copy.title}</title>
</head>
<body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#faf7f2;color:#3b2f24;font-family:system-ui,sans-serif;text-align:center">
<main style="max-width:32rem;padding:2rem">
<p style="margin:0 0 .5rem;font-weight:600;letter-spacing:.05em;text-transform:uppercase;color:#b45309">${BRAND_NAME}</p>
<h1 style="margin:0 0 1rem;font-size:1.75rem">${copy.heading}</h1>
<p style="margin:0 0 1.5rem;line-height:1.6">${copy.body}</p>
<p style="margin:0"><a href="" style="color:#b45309">${copy.retry}</a></p>
</main>
</body>
</html>`;
}
