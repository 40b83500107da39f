import { remotesManifest } from './app/federation/remotes-manifest';

// Asked for now, in parallel with the bootstrap chunk, which needs it first thing.
remotesManifest().catch(() => undefined); // bootstrap reports a failure
import('./bootstrap');
