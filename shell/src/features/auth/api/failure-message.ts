import { errorMessage } from '@easel/store';

/** The server's `{ message }` of a failed call, else `fallback` (also for network failures). */
export function failureMessage(error: unknown, fallback = 'Something went wrong, please try again'): string {
  return error && typeof error === 'object' && 'status' in error ? errorMessage(error as Parameters<typeof errorMessage>[0], fallback) : fallback;
}
