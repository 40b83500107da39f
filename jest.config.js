// Every package with its own jest.config.js is a project of the root run.
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

// lint/ and scripts/ are not workspaces: their tests prove the repository's ESLint config and its build scripts.
const dirs = [
  'lint',
  'scripts',
  ...workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs.readdirSync(pattern.slice(0, -2)).map((d) => path.join(pattern.slice(0, -2), d))
      : [pattern],
  ),
];

module.exports = {
  // jest's default leaves one core free: on a 2-core CI machine one worker, and services' tests wait on the database
  // most of the time. Every core: catalog and identity took 77 s instead of 130.
  maxWorkers: '100%',
  // Per-project testTimeout is ignored when projects run together, so it is set here too.
  testTimeout: 30000,
  projects: dirs.filter((d) => fs.existsSync(path.join(d, 'jest.config.js'))).map((d) => `<rootDir>/${d}`),
};
