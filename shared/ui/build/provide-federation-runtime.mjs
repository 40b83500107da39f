// A runtime plugin of the shell: its federation runtime, handed to the remotes (built with experiments.externalRuntime),
// so that a page downloads one. @module-federation/inject-external-runtime-core-plugin does the same, but is resolved
// to its CommonJS build, which brings a second copy of the runtime into the shell.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideFederationRuntime() {
  return {
    name: 'easel-provide-federation-runtime',
    beforeInit(args) {
      runtimeCore.Global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
