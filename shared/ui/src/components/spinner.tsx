import './page-states.css';

/**
 * `page`: the spinner stands for a whole page or its last section still arriving. It carries data-page-waiting, and the
 * shell keeps its footer out meanwhile, so the arriving page pushes no footer from view.
 */
export function Spinner({ label = 'Loading', page = false }: { label?: string; page?: boolean }) {
  return <div className="ui-spinner" role="progressbar" aria-label={label} data-page-waiting={page || undefined} />;
}
