import { remotesRegistered } from './app/federation/route-remote-early';

// Asked for now, in parallel with the bootstrap chunk, which needs it first thing.
remotesRegistered().catch(() => undefined); // bootstrap reports a failure
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
