import type { ReactNode } from 'react';
import { Button, Spinner } from '@easel/ui';

interface ListStateProps {
  what: string;
  isLoading: boolean;
  isError: boolean;
  retry: () => unknown;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** A list's loading, error and empty states, then the list. */
export function ListState({ what, isLoading, isError, retry, empty, emptyText, children }: ListStateProps) {
  if (isLoading) return <Spinner label={`Loading ${what}`} />;
  if (isError)
    return (
      <div className="com-sales__state" role="alert">
        <p>Your {what} could not be loaded.</p>
        <Button variant="secondary" onClick={() => void retry()}>
          Try again
        </Button>
      </div>
    );
  if (empty) return <p className="com-sales__state">{emptyText}</p>;
  return <>{children}</>;
}
