// npm start bundles the services again only when what a bundle is made from has changed: its content, never its file times.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleServices } from '../service-bundle';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
/** Bundles the service: what its bundle prints when node runs it, and which file it is (one made again is a new file). */
const runIn = () => {
  const file = bundleServices(['shop'], root)['shop'] as string;
  return { printed: execFileSync(process.execPath, [file], { encoding: 'utf8' }).trim(), file: fs.statSync(file).ino };
};

/** A repository with one service whose main imports a module beside it, bundled once. */
let first: ReturnType<typeof run>;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'easel-service-bundle-'));
  write('services/shop/src/main.ts', "import { greeting } from './greeting';\nconsole.log(greeting);\n");
  write('services/shop/src/greeting.ts', "export const greeting: string = 'open';\n");
  write('package-lock.json', '{"packages":{}}');
  write('scripts/service-bundle.js', '// its settings');
  first = runIn();
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('bundling the services on npm start', () => {
  it('when nothing changed, then the bundle is not made again', () => {
    expect(first.printed).toBe('open');
    expect(runIn()).toEqual(first);
  });

  it('when every file is touched with the same content (a fresh clone, a git pull), then the bundle is not made again', () => {
    const later = new Date(Date.now() + 60_000);
    for (const file of ['services/shop/src/main.ts', 'services/shop/src/greeting.ts', 'package-lock.json'])
      fs.utimesSync(path.join(root, file), later, later);
    expect(runIn()).toEqual(first);
  });

  it('when a module the service imports changes, then the bundle is made again and runs the change', () => {
    write('services/shop/src/greeting.ts', "export const greeting: string = 'closed';\n");
    expect(runIn().printed).toBe('closed');
  });

  it('when the lockfile or the bundling settings change, then the bundle is made again', () => {
    write('package-lock.json', '{"packages":{},"lockfileVersion":3}');
    const afterLock = runIn();
    expect(afterLock.file).not.toBe(first.file);
    write('scripts/service-bundle.js', '// other settings');
    expect(runIn().file).not.toBe(afterLock.file);
  });

  it('when an imported module is gone, then bundling fails and says which', () => {
    fs.rmSync(path.join(root, 'services/shop/src/greeting.ts'));
    expect(() => runIn()).toThrow(/greeting/);
  });

  it('when the bundle was written since by something else (an older launcher after a checkout), then it is made again', () => {
    fs.writeFileSync(path.join(root, 'services/shop/dist/main.cjs'), 'console.log("older");');
    expect(runIn().printed).toBe('open');
  });

  it('when the bundle itself was removed, then it is made again', () => {
    fs.rmSync(path.join(root, 'services/shop/dist/main.cjs'));
    expect(runIn().printed).toBe('open');
  });
});
