import { gzipSync } from 'node:zlib';

/** Issue 9's budget, held on every page by issue 43: first-load JavaScript, gzip -9. */
export const FIRST_LOAD_JS_BUDGET_KB = 100;

export interface PageSize {
  path: string;
  jsGzip: number;
  jsFiles: number;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/**
 * The JavaScript each page loads before any interaction: its `<script src>` and `<link rel="modulepreload">` (the
 * static imports Vike names for the page), gzip -9; a chunk loaded on first use (a form's code) is not counted. Each
 * page is printed beside the budget; the answer lists them all, so the caller can fail on any one over it.
 */
export async function measureFirstLoadJs(base: string, pages: { path: string; label?: string }[]): Promise<PageSize[]> {
  const sizes = new Map<string, { raw: number; gzip: number }>();
  async function assetSize(path: string) {
    let size = sizes.get(path);
    if (!size) {
      const response = await fetch(new URL(path, base));
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizes.set(path, size);
    }
    return size;
  }
  console.log(`\nfirst-load JavaScript per page (gzip -9), target <= ${FIRST_LOAD_JS_BUDGET_KB} kB`);
  const measured: PageSize[] = [];
  // A token is a key to somebody's booking: the table names the page, not the key.
  const shown = (path: string) => path.replace(/[A-Za-z0-9_-]{43}$/, '<token>');
  for (const { path, label } of pages) {
    const response = await fetch(`${base}${path}`);
    const page = await response.text();
    // A page that failed would measure its error page's JS: a failure of the bench, not a figure.
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    const scripts = [...page.matchAll(/<(?:script[^>]+src|link[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!);
    const css = [...page.matchAll(/<link[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]!);
    const js = await Promise.all([...new Set(scripts)].map(assetSize));
    const styles = await Promise.all([...new Set(css)].map(assetSize));
    const jsGzip = js.reduce((sum, a) => sum + a.gzip, 0);
    measured.push({ path, jsGzip, jsFiles: js.length });
    console.log(
      (label ? `${shown(path)} (${label})` : path).padEnd(50),
      `JS ${kb(jsGzip)} in ${js.length} files`.padEnd(24),
      `CSS ${kb(styles.reduce((sum, a) => sum + a.gzip, 0))} in ${styles.length}`.padEnd(18),
      `HTML ${kb(gzipSync(page).length)} gzip`.padEnd(18),
      withinBudget(jsGzip) ? 'met' : 'NOT MET',
    );
  }
  const worst = measured.reduce((max, page) => Math.max(max, page.jsGzip), 0);
  const over = measured.filter((page) => !withinBudget(page.jsGzip));
  console.log(
    `largest first-load JS: ${kb(worst)} of ${measured.length} pages (target <= ${FIRST_LOAD_JS_BUDGET_KB} kB): ` +
      (over.length ? `NOT MET on ${over.length}: ${over.map((page) => shown(page.path)).join(', ')}` : 'met'),
  );
  return measured;
}

export function withinBudget(jsGzip: number): boolean {
  return jsGzip <= FIRST_LOAD_JS_BUDGET_KB * 1024;
}
