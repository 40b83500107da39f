import './page-states.css';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <div className="ui-spinner" role="progressbar" aria-label={label} />;
}
