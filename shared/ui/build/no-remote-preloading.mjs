// The federation runtime's remote preloading and manifest snapshots, as the shell's build has them: left out. They
// serve preloadRemote and manifest remotes (mf-manifest.json); Easel's remotes are plain remoteEntry.js files,
// registered once a page, never preloaded through the runtime nor removed. `experiments.optimization.disableSnapshot`
// leaves the snapshot plugin out but, in a build that loads remotes, runtime-core still builds the snapshot handler
// and the preloading code: 2.1 kB compressed on every page. This module stands in for both files.
const leftOut = () => {
  throw new Error(
    'Easel: remote preloading and manifest snapshots are left out of the shell (preloadRemote, removeRemote)',
  );
};

/** The snapshot handler, with the hooks every handler has for plugins to register on; none fires. */
export class SnapshotHandler {
  hooks = { lifecycle: {}, registerPlugins: {}, applyPlugin() {}, removePlugin() {} };
  manifestCache = new Map();
  loadRemoteSnapshotInfo = leftOut;
}

export const getGlobalRemoteInfo = leftOut;
export const formatPreloadArgs = leftOut;
export const preloadAssets = leftOut;
export const defaultPreloadArgs = leftOut;
export const normalizePreloadExposes = leftOut;
