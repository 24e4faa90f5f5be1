// The site's own ESLint rules, about how modules depend on each other. Both read the import
// graph of the whole tree, built once per run: every `import`, `export … from` and `import()`,
// type-only imports included, since a cycle through types still ties two modules together.
// A cycle must close through static imports: `import()` loads a module later, on demand (the
// island registry, components/islands.ts, names every island that way, and islands that open
// other islands import the registry), so it cannot make two modules wait on each other.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const skippedFolders = new Set([
  'node_modules',
  '.git',
  '.next',
  '.standalone',
  'public',
  'playwright-report',
  'test-results',
  'bench',
]);
const sourceFile = /\.(?:ts|tsx|mts|js|mjs)$/;
const candidates = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

/**
 * The import specifiers of a module's text, each with its offset in that text and whether it
 * is a dynamic `import()`.
 */
function importsOf(text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map(({ fileName, pos }) => ({
    specifier: fileName,
    pos,
    dynamic: /\bimport\s*\(\s*$/.test(text.slice(Math.max(0, pos - 40), pos)),
  }));
}

/** The file an in-tree specifier names (`@/…` is the root, as in tsconfig.json), or null. */
function resolve(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const ending of candidates) {
    const file = base + ending;
    if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return null;
}

/** The in-tree modules a module imports statically: the edges a cycle can close through. */
function targetsOf(file, text) {
  return importsOf(text)
    .filter(({ dynamic }) => !dynamic)
    .map(({ specifier }) => resolve(file, specifier))
    .filter(Boolean);
}

let graph;
function importGraph() {
  if (graph) return graph;
  graph = new Map();
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (skippedFolders.has(entry.name)) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts'))
        graph.set(full, targetsOf(full, fs.readFileSync(full, 'utf8')));
    }
  };
  walk(root);
  return graph;
}

/** The shortest chain of imports from `from` back to `to`, or null when there is none. */
function chain(from, to, edges) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === to) {
      const steps = [];
      for (let step = current; step; step = previous.get(step)) steps.unshift(step);
      return steps;
    }
    for (const next of edges(current)) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

const relative = (file) => path.relative(root, file).split(path.sep).join('/');

/** Each import of the linted file that resolves inside the tree, with where it stands. */
function eachImport(context, visit, { staticOnly = false } = {}) {
  const file = context.filename;
  const { sourceCode } = context;
  for (const { specifier, pos, dynamic } of importsOf(sourceCode.text)) {
    if (staticOnly && dynamic) continue;
    const target = resolve(file, specifier);
    if (target) visit(target, sourceCode.getLocFromIndex(pos));
  }
}

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No module reaches itself again through its imports, types included.' },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        const file = context.filename;
        const tree = importGraph();
        const own = targetsOf(file, context.sourceCode.text);
        const edges = (module) => (module === file ? own : (tree.get(module) ?? []));
        eachImport(
          context,
          (target, loc) => {
            const back = chain(target, file, edges);
            if (back)
              context.report({
                loc,
                message: `Import cycle: ${[file, ...back].map(relative).join(' -> ')}`,
              });
          },
          { staticOnly: true },
        );
      },
    };
  },
};

/** Where a lib/ module stands: the floor and the entry (a folder like `lib/http/`, or a file). */
function placeIn(floors, file) {
  for (const [floor, entries] of floors.entries())
    for (const entry of entries)
      if (entry.endsWith('/') ? file.startsWith(entry) : file === entry) return { floor, entry };
  return undefined;
}

const libLayers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Inside lib/, a module imports only from its own folder and from the floors below it.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          floors: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
        },
        required: ['floors'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { floors } = context.options[0];
    const file = relative(context.filename);
    // A test may reach up to whatever it checks; nothing imports a test.
    if (!file.startsWith('lib/') || /\.test\.tsx?$/.test(file)) return {};
    const own = placeIn(floors, file);
    return {
      Program(node) {
        if (!own) {
          context.report({
            node,
            message: `${file} stands on no floor: add its folder to the lib/ floors in eslint.config.mjs.`,
          });
          return;
        }
        eachImport(context, (target, loc) => {
          const imported = relative(target);
          if (!imported.startsWith('lib/')) return;
          const place = placeIn(floors, imported);
          if (!place || place.entry === own.entry || place.floor < own.floor) return;
          context.report({
            loc,
            message: `${file} (floor ${own.floor}) must not import ${imported} (floor ${place.floor}): a module imports only from its own folder and from the floors below it.`,
          });
        });
      },
    };
  },
};

const plugin = {
  meta: { name: 'site' },
  rules: {
    'no-import-cycle': noImportCycle,
    'lib-layers': libLayers,
  },
};
export default plugin;
