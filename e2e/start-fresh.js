// Playwright's web server: a fresh data directory, then the same launcher as `npm start`.
const fs = require('node:fs');
const platform = require('./platform');

fs.rmSync(platform.dataDir, { recursive: true, force: true });
Object.assign(process.env, platform.env());
require('../scripts/start.js');
