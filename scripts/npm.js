// npm as a child process: the npm that runs us when there is one (npm_execpath), else the one on PATH.
'use strict';
const { spawn } = require('node:child_process');

function spawnNpm(args, options) {
  const viaNpm = /npm-cli\.js$/.test(process.env.npm_execpath ?? '');
  const [command, ...npmArgs] = viaNpm ? [process.execPath, process.env.npm_execpath] : ['npm'];
  return spawn(command, [...npmArgs, ...args], { shell: !viaNpm && process.platform === 'win32', ...options });
}

module.exports = { spawnNpm };
