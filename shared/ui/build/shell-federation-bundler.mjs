// A remote's bundler runtime, taken from the shell (provide-federation-runtime.mjs) instead of built into each
// remoteEntry.js: about 3 kB compressed a remote. Its functions take the remote's own webpack require, so one copy
// serves every remote. The remote keeps its own @module-federation/runtime, whose init() keeps the one instance of
// the build that calls it, and initContainerEntry, which a shell without exposes leaves out of its build.
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const shell = globalThis.__easelFederationBundler;
if (!shell) throw new Error('This remote is built to load in the Easel shell, which provides its federation runtime');

export default {
  ...shell,
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntimeOptions: {},
  bundlerRuntime: { ...shell.bundlerRuntime, S: {}, initContainerEntry },
};
