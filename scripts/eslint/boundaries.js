// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The element (layer) a file belongs to, from its path in the repository: a package
 * (`content`, `contract`, `ui`, `simulator`), or inside the app `journey:<name>`, `shell` or `app`.
 * @param {string} file - absolute path
 * @returns {string | undefined} undefined outside packages/
 */
function elementOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const journey = rel.match(/^packages\/app\/src\/journeys\/([^/]+)\//);
  if (journey) return `journey:${journey[1]}`;
  if (rel.startsWith('packages/app/src/shell/')) return 'shell';
  const pkg = rel.match(/^packages\/([^/]+)\//);
  return pkg?.[1];
}

/** Tests and stories may compose several journeys (a flow across them); journey code may not. */
const isTestOrStory = (file) => /\.(test|stories)\.[jt]sx?$|\.property\.test\./.test(file);

/** What each package may import of the workspace's own packages (docs/ARCHITECTURE.md). */
const allowedPackages = {
  content: [],
  contract: ['content'],
  ui: [],
  app: ['content', 'contract', 'ui'],
  simulator: ['content', 'contract'],
};

/**
 * The layers of docs/ARCHITECTURE.md as a lint rule (issue 26):
 * - content, contract and ui import only the workspace packages below them (ui none: its texts
 *   come in as props or from its labels provider);
 * - everything outside packages/ui reaches it through its package entry `@nhsl/ui` only, never
 *   a deep import or a relative path into its source;
 * - inside the app, no journey imports from another journey (tests and stories excepted: they may
 *   play a flow across journeys), and `shell/` imports from no journey.
 * @type {import('eslint').Rule.RuleModule}
 */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the package and journey boundaries of docs/ARCHITECTURE.md' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = elementOf(file);
    if (!from) return {};
    const fromPkg = from.startsWith('journey:') || from === 'shell' ? 'app' : from;
    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string') return;
      const report = (message) => context.report({ node, message });
      const workspace = source.match(/^@nhsl\/([^/]+)(\/.*)?$/);
      if (workspace) {
        const [, pkg, sub] = workspace;
        if (pkg !== fromPkg && !(allowedPackages[fromPkg] ?? []).includes(pkg))
          report(`@nhsl/${fromPkg} must not import @nhsl/${pkg} (docs/ARCHITECTURE.md layers).`);
        else if (pkg === 'ui' && sub) report('Import @nhsl/ui through its package entry, not a path inside it.');
        return;
      }
      if (!source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const to = elementOf(target);
      const toPkg = to?.startsWith('journey:') || to === 'shell' ? 'app' : to;
      if (toPkg !== fromPkg) {
        report(
          toPkg === 'ui'
            ? 'Import @nhsl/ui through its package entry, not a relative path into its source.'
            : `A relative import must stay inside its package (${fromPkg} -> ${toPkg ?? 'outside packages/'}).`,
        );
        return;
      }
      if (from === 'shell' && to?.startsWith('journey:'))
        report(`shell/ must not import from a journey (${to.slice(8)}): move the shared piece into shell/.`);
      else if (from.startsWith('journey:') && to?.startsWith('journey:') && to !== from && !isTestOrStory(file))
        report(
          `The ${from.slice(8)} journey must not import from the ${to.slice(8)} journey: move the shared piece into shell/.`,
        );
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
    };
  },
};

/** The local ESLint plugin holding the boundaries rule. */
export default { rules: { layers } };
