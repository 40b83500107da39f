import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import { sessionSlice } from './session/session-slice';
import { sessionEffects, type SessionEnv } from './session/session-effects';
import type { SessionExtra } from './session/fresh-token';

/** What `store.injectApi` needs of an RTK Query api (`createApi` result). */
interface InjectableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}
/** What `store.injectSlice` needs of a slice (`createSlice` result). */
interface InjectableSlice<Injected> {
  injectInto: (injectable: { inject: (slice: { reducerPath: string; reducer: Reducer }) => unknown }) => Injected;
}

const fullPageRedirect: SessionEnv['redirect'] = (url) => window.location.assign(url);

/**
 * The one store of a page. The shell creates it with the session slice and hands it to every remote,
 * which injects only its own slices and its own RTK Query api.
 */
export function createEaselStore({ redirect = fullPageRedirect }: Partial<SessionEnv> = {}) {
  const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices();
  const dynamicMiddleware = createDynamicMiddleware();
  // Every remote dispatches to this one store, so its thunk argument holds the page's one renewal under way.
  const extraArgument: SessionExtra = { renewal: {} };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument } }).prepend(sessionEffects({ redirect }), dynamicMiddleware.middleware),
  });
  return Object.assign(store, {
    /** Idempotent; the returned slice's selectors read its initial state until its first action. */
    injectSlice: <Injected>(slice: InjectableSlice<Injected>): Injected => slice.injectInto(rootReducer),
    /** Idempotent: the same api's reducer and middleware are added once. Call it outside render (it dispatches). */
    injectApi: (api: InjectableApi) => {
      rootReducer.inject(api);
      dynamicMiddleware.addMiddleware(api.middleware);
      store.dispatch({ type: 'easel/api-injected', payload: api.reducerPath });
    },
  });
}

export type EaselStore = ReturnType<typeof createEaselStore>;
export type EaselDispatch = EaselStore['dispatch'];
export type SessionRootState = ReturnType<EaselStore['getState']>;
