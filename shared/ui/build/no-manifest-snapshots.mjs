// The federation runtime's snapshot handler, as the shell's build has it: empty. Snapshots are what manifest remotes
// (mf-manifest.json) and preloadRemote use; Easel's remotes are plain remoteEntry.js files, registered once a page and
// never removed. `experiments.optimization.disableSnapshot` leaves the snapshot plugin out but, in a build that loads
// remotes, runtime-core still builds this class, with the manifest code it imports: 1.4 kB compressed on every page.
const leftOut = () => {
  throw new Error('Easel: manifest snapshots are left out of the shell (preloadRemote and removeRemote need them)');
};

/** Has the hooks every handler has, for plugins to register on; none fires. */
export class SnapshotHandler {
  hooks = { lifecycle: {}, registerPlugins: {}, applyPlugin() {}, removePlugin() {} };
  manifestCache = new Map();
  loadRemoteSnapshotInfo = leftOut;
}

export const getGlobalRemoteInfo = leftOut;
