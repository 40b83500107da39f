import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessage } from '@easel/store';

const FALLBACK = 'Something went wrong, please try again';

/** The server's { message } of a failed call, for forms that show it themselves. */
export const failureText = (error: FetchBaseQueryError | SerializedError) =>
  'status' in error ? errorMessage(error, FALLBACK) : (error.message ?? FALLBACK);

/** The artwork is not there (the edit page says No Art Found). */
export const isNotFound = (error: FetchBaseQueryError | SerializedError | undefined) =>
  Boolean(error && 'status' in error && error.status === 404);
