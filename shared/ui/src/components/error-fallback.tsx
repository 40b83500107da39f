import { Button } from './button';
import './page-states.css';

interface ErrorFallbackProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
}

export function ErrorFallback({
  title = 'Something went wrong',
  message = 'This part of the page could not be loaded. Please check your connection and try again.',
  onRetry,
}: ErrorFallbackProps) {
  return (
    <section className="ui-error" role="alert">
      <h2>{title}</h2>
      <p>{message}</p>
      {onRetry && <Button onClick={onRetry}>Retry</Button>}
    </section>
  );
}
