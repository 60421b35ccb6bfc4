import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The project's own source (tests, declarations and build output aside), as paths relative to the root. */
const TOPS = ['server', 'lib', 'database', 'components', 'pages', 'scripts'];

export interface ImportGraph {
  root: string;
  files: string[];
  /** Each file's value imports (a `type`-only import never runs, so it makes no circle), as files of the tree. */
  imports: Map<string, Set<string>>;
}

function sourceFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|js)$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name)) found.push(relative(root, path));
    }
  };
  for (const top of TOPS) if (existsSync(join(root, top))) walk(join(root, top));
  return found;
}

/** Reads every static import and re-export of the tree, through relative paths and package.json's `#…/*` aliases. */
export function importGraph(root: string): ImportGraph {
  const aliases = Object.entries(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).imports as Record<string, string>).map(
    ([name, target]) => [name.replace(/\*$/, ''), target.replace(/\*$/, '').replace(/^\.\//, '')] as const,
  );
  const files = sourceFiles(root);
  const known = new Set(files);
  const target = (from: string, spec: string): string | null => {
    const alias = aliases.find(([name]) => spec.startsWith(name));
    const path = alias ? join(alias[1], spec.slice(alias[0].length)) : spec.startsWith('.') ? relative(root, resolve(root, dirname(from), spec)) : null;
    return path !== null && known.has(path) ? path : null;
  };
  const statement = /^\s*(import|export)\s+(type\s+)?([\s\S]*?)\bfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
  const imports = new Map<string, Set<string>>();
  for (const file of files) {
    const out = new Set<string>();
    for (const m of readFileSync(join(root, file), 'utf8').matchAll(statement)) {
      const names = m[3] ?? '';
      const typesOnly = Boolean(m[2]) || (/^\s*\{[^}]*\}\s*$/.test(names) && names.replace(/[{}]/g, '').split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type ')));
      if (typesOnly) continue;
      const to = target(file, (m[4] ?? m[5])!);
      if (to && to !== file) out.add(to);
    }
    imports.set(file, out);
  }
  return { root, files, imports };
}

/** The graph's circles: strongly connected groups of more than one file (Tarjan), each as its files. */
export function circles(graph: ImportGraph): string[][] {
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const to of graph.imports.get(file) ?? []) {
      if (!order.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, order.get(to)!));
    }
    if (low.get(file) === order.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const file of graph.files) if (!order.has(file)) visit(file);
  return found;
}
