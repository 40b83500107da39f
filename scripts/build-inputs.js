// Whether a front end's dist/ was built from the sources there now: a hash of its inputs, kept in dist/ by each build.
'use strict';
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

// What a front end is built from besides its own src/, webpack.config.js and package.json: the shared packages, the
// build config, and the lockfile (the versions of webpack, React and the rest).
const sharedInputs = [
  'shared/ui/src',
  'shared/ui/build',
  'shared/ui/package.json',
  'shared/store/src',
  'shared/store/package.json',
  'shared/contracts/src',
  'shared/contracts/package.json',
  'package-lock.json',
];

/** Every input file of the front end in `dir`, relative to `root`, in a stable order. */
function inputFiles(root, dir) {
  const inputs = [
    path.join(dir, 'src'),
    path.join(dir, 'webpack.config.js'),
    path.join(dir, 'package.json'),
    ...sharedInputs,
  ];
  return inputs
    .flatMap((input) => {
      const full = path.join(root, input);
      if (!fs.existsSync(full)) return [];
      if (fs.statSync(full).isFile()) return [input];
      return fs
        .readdirSync(full, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)));
    })
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * A hash of the inputs' names and contents. Not their times: a fresh clone or a `git pull` touches every file, and the
 * whole front end would be rebuilt for nothing.
 */
function inputsHash(root, dir) {
  return filesHash(root, inputFiles(root, dir));
}

/** A hash of these files' names and contents (paths relative to `root`); a missing file throws. */
function filesHash(root, files) {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

// Inside dist/: webpack empties the folder when a build starts, so a build that did not finish leaves no hash behind;
// a dot file, so the gateway never serves it.
const hashFileOf = (root, dir) => path.join(root, dir, 'dist', '.inputs-hash');

/** After a build from inputs whose hash was `hash` (taken before it started: a file changed meanwhile builds again). */
function recordInputs(root, dir, hash) {
  fs.writeFileSync(hashFileOf(root, dir), `${hash}\n`);
}

/** No dist/ yet, or one built from other inputs (after a `git pull`, say): `npm start` must not serve yesterday's build. */
function needsBuild(root, dir) {
  try {
    return fs.readFileSync(hashFileOf(root, dir), 'utf8').trim() !== inputsHash(root, dir);
  } catch {
    return true; // no dist/, or one built before its inputs were recorded
  }
}

module.exports = { filesHash, inputsHash, recordInputs, needsBuild };
