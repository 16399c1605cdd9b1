// `npm run docs:graph`: redraws the dependency graphs in docs/architecture/ from the code, one for the
// server and one for the web app, each module folder as one box (dependency-cruiser's dot output,
// drawn to SVG by Graphviz compiled to WebAssembly, so no system package is needed).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Graphviz } from '@hpcc-js/wasm-graphviz';

const root = fileURLToPath(new URL('..', import.meta.url));
const depcruise = path.join(root, 'node_modules/.bin/depcruise');

const graphs = [
  // server/<folder>/ is one box; the top-level files (app, container, index, deps, config…) stay files.
  { name: 'server', collapse: '^server/[^/]+/' },
  // web/admin/<folder>/ and web/<folder>/ are one box each; features one box per feature.
  { name: 'web', collapse: '^(web/admin/features/[^/]+|web/features/[^/]+|web/admin/[^/]+|web/[^/]+)/' },
];

const graphviz = await Graphviz.load();
for (const graph of graphs) {
  const dot = execFileSync(
    depcruise,
    [graph.name, '--include-only', `^${graph.name}/`, '--collapse', graph.collapse, '--output-type', 'dot'],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const file = path.join(root, 'docs/architecture', `${graph.name}-graph.svg`);
  writeFileSync(file, graphviz.dot(dot, 'svg'));
  console.info(`${path.relative(root, file)} (${dot.split('->').length - 1} arrows)`);
}
