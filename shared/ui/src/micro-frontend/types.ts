import type { ComponentType } from 'react';
import type { EaselStore } from '@easel/store';

/** Loads a federated fragment, e.g. "mf_commerce/cart-indicator"; its default export is a component. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each fragment has its own props, known only where it is placed
export type FragmentLoader = (id: string) => Promise<{ default: ComponentType<any> }>;

/** What the shell hands every application (single-spa custom props). */
export interface MicroFrontendProps {
  store: EaselStore;
  loadFragment?: FragmentLoader;
}

/** A routed application: its root component and the state it injects into the page's store. */
export interface MicroFrontend {
  name: string;
  Root: ComponentType<MicroFrontendProps>;
  /** Called before the first render; inject only this team's slices and api. */
  inject?: (store: EaselStore) => void;
}
