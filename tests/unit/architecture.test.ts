import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, importGraph } from '../setup/import-graph.ts';

const root = join(import.meta.dirname, '..', '..');
const graph = importGraph(root);
const FEATURES = 'server/features/';
/** Where the features are put together: the only files outside a feature that may import one (decision 164). */
const COMPOSITION_ROOTS = ['server/app.ts', 'server/bootstrap.ts'];
const DOMAIN = 'lib/domain/';
const ALIASES = Object.entries(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).imports as Record<string, string>);

/** Every import and re-export (types too) of the tracked files under `dir`, with the tree file it names, if any. */
function specifiers(dir: string): { file: string; spec: string; to: string | null }[] {
  const files = execFileSync('git', ['ls-files', dir], { cwd: root, encoding: 'utf8' }).split('\n').filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
  return files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/gm)].map((m) => {
      const spec = (m[1] ?? m[2])!;
      const alias = ALIASES.find(([name]) => spec.startsWith(name.replace(/\*$/, '')));
      const to = alias
        ? join(alias[1].replace(/\*$/, '').replace(/^\.\//, ''), spec.slice(alias[0].length - 1))
        : spec.startsWith('.') ? relative(root, resolve(root, dirname(file), spec)) : null;
      return { file, spec, to };
    }),
  );
}

describe('the house (issue 37, decision 164)', () => {
  it('has no import circle, but for ORM entities naming each other', () => {
    const found = circles(graph).filter((group) => !group.every((file) => file.endsWith('.entity.ts')));
    expect(found).toEqual([]);
  });

  it('keeps the core free of features: only the composition roots import server/features/', () => {
    const offending = [...graph.imports]
      .filter(([file]) => !file.startsWith(FEATURES) && !COMPOSITION_ROOTS.includes(file))
      .flatMap(([file, imports]) => [...imports].filter((to) => to.startsWith(FEATURES)).map((to) => `${file} → ${to}`));
    expect(offending).toEqual([]);
  });

  it('builds every repository in Services and nowhere else', () => {
    // None builds its own since issue 37 (decision 169): a repository needing another is handed it by Services.
    const known: string[] = [];
    const tracked = execFileSync('git', ['ls-files', 'server', 'lib', 'database', 'pages', 'components', 'scripts'], { cwd: root, encoding: 'utf8' }).split('\n');
    const building = tracked
      .filter((file) => /\.(ts|tsx)$/.test(file) && file !== 'server/services.ts')
      .filter((file) => /new [A-Z][A-Za-z]*Repository\(/.test(readFileSync(join(root, file), 'utf8')));
    expect(building).toEqual(known);
  });

  it('keeps the domain layer to Valibot and itself, and lib/ off the layers above it', () => {
    // Every import, types too: the domain is what database/, server/ and components/ share (decision 170).
    const offending = specifiers('lib').flatMap(({ file, spec, to }) => {
      if (file.startsWith(DOMAIN)) return spec === 'valibot' || to?.startsWith(DOMAIN) ? [] : [`${file} → ${spec}`];
      return to && /^(database|server|components|pages)\//.test(to) ? [`${file} → ${spec}`] : [];
    });
    expect(offending).toEqual([]);
    // The check reads what it should: the domain's schemas import Valibot, and lib/api-routes.ts the domain.
    expect(specifiers('lib/domain/enquiry').some(({ spec }) => spec === 'valibot')).toBe(true);
    expect(specifiers('lib').some(({ file, to }) => file === 'lib/api-routes.ts' && to?.startsWith(DOMAIN))).toBe(true);
  });

  it('sees what it is asked to see: a circle, a feature import and a repository built by hand are found', () => {
    // The checks above pass on an empty answer: prove on the real graph that they would find one.
    const withCircle = { ...graph, imports: new Map(graph.imports).set('server/services.ts', new Set([...graph.imports.get('server/services.ts')!, 'server/app.ts'])) };
    expect(circles(withCircle).some((group) => group.includes('server/services.ts'))).toBe(true);
    expect([...graph.imports.get('server/app.ts')!].some((to) => to.startsWith(FEATURES))).toBe(true);
    expect(/new [A-Z][A-Za-z]*Repository\(/.test(readFileSync(join(root, 'server/services.ts'), 'utf8'))).toBe(true);
  });
});
