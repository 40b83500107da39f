import { Button, Spinner } from '@easel/ui';

/** While a list loads: a spinner; when it failed: what happened and Try again. */
export function ArchiveState({ loading, what, retry }: { loading: boolean; what: string; retry: () => void }) {
  if (loading) return <Spinner label={`Loading ${what}`} />;
  return (
    <div className="cmy-archive__failed" role="alert">
      <p>{`${what[0]!.toUpperCase()}${what.slice(1)} could not be loaded.`}</p>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
