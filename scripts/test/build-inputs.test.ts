// npm start rebuilds a front end only when what it is built from has changed: its content, never its file times.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inputsHash, needsBuild, recordInputs } from '../build-inputs';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

/** A repository with one remote and one shared package, built once. */
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'easel-build-inputs-'));
  write('mf-catalog/src/index.ts', 'export {};');
  write('mf-catalog/webpack.config.js', 'module.exports = {};');
  write('mf-catalog/package.json', '{}');
  write('shared/ui/src/button.tsx', 'export const Button = 1;');
  write('package-lock.json', '{}');
  write('mf-catalog/dist/main.js', 'built');
  recordInputs(root, 'mf-catalog', inputsHash(root, 'mf-catalog'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('whether a front end needs building', () => {
  it('when nothing changed, then it is not built again', () => {
    expect(needsBuild(root, 'mf-catalog')).toBe(false);
  });

  it('when every file is touched with the same content (a fresh clone, a git pull), then it is not built again', () => {
    const later = new Date(Date.now() + 60_000);
    for (const file of ['mf-catalog/src/index.ts', 'shared/ui/src/button.tsx', 'package-lock.json'])
      fs.utimesSync(path.join(root, file), later, later);
    expect(needsBuild(root, 'mf-catalog')).toBe(false);
  });

  it('when one of its sources changes, then it is built again', () => {
    write('mf-catalog/src/index.ts', 'export const changed = true;');
    expect(needsBuild(root, 'mf-catalog')).toBe(true);
  });

  it('when a shared package or the lockfile changes, then it is built again', () => {
    write('shared/ui/src/button.tsx', 'export const Button = 2;');
    expect(needsBuild(root, 'mf-catalog')).toBe(true);
    write('shared/ui/src/button.tsx', 'export const Button = 1;');
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(needsBuild(root, 'mf-catalog')).toBe(true);
  });

  it('when a source is added or renamed, then it is built again', () => {
    fs.renameSync(path.join(root, 'mf-catalog/src/index.ts'), path.join(root, 'mf-catalog/src/main.ts'));
    expect(needsBuild(root, 'mf-catalog')).toBe(true);
  });

  it('when its tests change, then it is not built again', () => {
    write('mf-catalog/test/app.test.ts', 'it("works", () => {});');
    expect(needsBuild(root, 'mf-catalog')).toBe(false);
  });

  it('when there is no dist/, or one without recorded inputs (an unfinished build), then it is built', () => {
    fs.rmSync(path.join(root, 'mf-catalog/dist/.inputs-hash'));
    expect(needsBuild(root, 'mf-catalog')).toBe(true);
    fs.rmSync(path.join(root, 'mf-catalog/dist'), { recursive: true });
    expect(needsBuild(root, 'mf-catalog')).toBe(true);
  });
});
