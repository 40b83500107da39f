// `npm test`: every test, phase by phase, stopping at the first that fails, and each phase's time at the end.
// The checks listen on no port and each keeps about one core busy, so they run side by side; every suite after them
// needs the whole machine (jest's workers, or a platform and its browsers).
'use strict';
const { spawnNpm } = require('./npm');

const phases = [
  // The end-to-end suites' front ends, built here beside the checks so that no suite builds them (only a changed one).
  ['typecheck', 'lint', 'build -- --changed'],
  ['test:unit'],
  ['e2e'],
  ['e2e:replicas'],
  ['smoke'],
];

const seconds = (since) => Math.round((Date.now() - since) / 1000);

/** `npm run <script>`: alone, its output as it comes; beside others, kept and printed once it ends, so none interleave. */
function run(script, alone) {
  const started = Date.now();
  const child = spawnNpm(['run', ...script.split(' ')], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => (output += `\n${error.message}`));
    child.on('close', (code) => {
      process.stdout.write(output);
      console.log(`--- ${script}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)} s`);
      resolve(code === 0);
    });
  });
}

async function main() {
  const times = [];
  for (const scripts of phases) {
    const started = Date.now();
    console.log(`--- ${scripts.join(' ‖ ')}`);
    const passed = await Promise.all(scripts.map((script) => run(script, scripts.length === 1)));
    times.push(`${scripts.join(' ‖ ')}: ${seconds(started)} s`);
    if (passed.includes(false)) {
      times.push('(stopped: a phase failed)');
      process.exitCode = 1;
      break;
    }
  }
  console.log(`--- phase times\n${times.map((line) => `    ${line}`).join('\n')}`);
}

main();
