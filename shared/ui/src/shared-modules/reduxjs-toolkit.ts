/**
 * @reduxjs/toolkit as the front ends share it (shared/ui/build/federated-config.js): only the names they import, and
 * those RTK Query imports from it, since the shared RTK Query takes this module as its toolkit. The build leaves the
 * rest out: the entity adapter, the development checks' middlewares, helpers nobody calls (3 kB on every page). A name
 * missing here is caught by shared-toolkit.test.ts.
 *
 * '@easel/whole-redux-toolkit' is the package itself (an alias of the build): a plain '@reduxjs/toolkit' here would be
 * taken from the share scope, i.e. from this module, which would then wait for itself.
 */
export {
  // The front ends'
  combineSlices,
  configureStore,
  createAsyncThunk,
  createDynamicMiddleware,
  createListenerMiddleware,
  createSlice,
  // RTK Query's (dist/query/rtk-query.modern.mjs and dist/query/react/rtk-query-react.modern.mjs)
  SHOULD_AUTOBATCH,
  combineReducers,
  createAction,
  createNextState,
  createSelector,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from '@easel/whole-redux-toolkit';
