// The @coffer/* import aliases of the web app, read from tsconfig.base.json and apps/web/tsconfig.json
// (which wins), as absolute file paths. Shared by the vite config and the web jest preset.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function readPaths(file) {
  return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')).compilerOptions.paths ?? {};
}

/** @returns {Record<string, string>} alias -> absolute path of the entry file */
function webPaths() {
  const merged = { ...readPaths('tsconfig.base.json'), ...readPaths('apps/web/tsconfig.json') };
  const result = {};
  for (const [alias, [target]] of Object.entries(merged)) {
    if (alias.startsWith('@coffer/web-') || alias === '@coffer/shared-contracts' || alias === '@coffer/shared-ece') {
      result[alias] = path.join(root, target);
    }
  }
  return result;
}

module.exports = { webPaths, root };
