// A runtime plugin of the shell: its federation runtime, bundler runtime and error codes, handed to the remotes (built with
// experiments.externalRuntime and shell-federation-bundler.mjs), so that a page downloads one of each.
// @module-federation/inject-external-runtime-core-plugin does the same for the first, but is resolved to its CommonJS
// build, which brings a second copy of the runtime into the shell.
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
import * as runtimeCore from '@module-federation/runtime-core';
import federationBundler from '@module-federation/webpack-bundler-runtime';

export default function provideFederationRuntime() {
  return {
    name: 'easel-provide-federation-runtime',
    beforeInit(args) {
      runtimeCore.Global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      globalThis.__easelFederationBundler ??= federationBundler; // read by shell-federation-bundler.mjs
      globalThis.__easelFederationErrorCodes ??= { RUNTIME_009, runtimeDescMap }; // read by shell-error-codes.mjs
      return args;
    },
  };
}
