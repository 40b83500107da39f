// The federation runtime's error codes, as a remote built for production has them: the shell's copy
// (provide-federation-runtime.mjs), rather than the descriptions of every error again in each remoteEntry.js.
// @module-federation/runtime, the one module of a remote that reads them, takes these two.
const shell = globalThis.__easelFederationErrorCodes;
if (!shell) throw new Error('This remote is built to load in the Easel shell, which provides its federation runtime');

export const { RUNTIME_009, runtimeDescMap } = shell;
