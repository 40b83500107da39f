import { useEffect, useState } from 'react';
import { ErrorFallback, Spinner } from '@easel/ui';
import { useSentNewslettersQuery } from '../api/sent-newsletters';

const POLL_MS = 3000;
const SETTLING_MS = 2 * 60_000;
const sentOn = (iso: string) => new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

/** What the artist has sent, newest first: how many it went to, reached, and who unsubscribed since. */
export function SentNewsletters() {
  const [pending, setPending] = useState(false);
  const {
    data: sent,
    isLoading,
    isError,
    refetch,
  } = useSentNewslettersQuery(undefined, { pollingInterval: pending ? POLL_MS : 0 });
  // The mails leave in batches after the send: a fresh newsletter's counts are asked again until they settle.
  useEffect(
    () =>
      setPending(
        !!sent?.some(
          (letter) => letter.delivered < letter.recipients && Date.now() - Date.parse(letter.sentAt) < SETTLING_MS,
        ),
      ),
    [sent],
  );
  if (isLoading) return <Spinner label="Loading your sent newsletters" />;
  if (isError || !sent) return <ErrorFallback message="Your sent newsletters could not be loaded." onRetry={refetch} />;
  if (!sent.length)
    return <p className="art-newsletter__muted">Nothing sent yet: your newsletters will be listed here.</p>;
  return (
    <div className="art-newsletter__table-box">
      <table className="art-newsletter__sent">
        <thead>
          <tr>
            <th scope="col">Subject</th>
            <th scope="col">Sent</th>
            <th scope="col">Recipients</th>
            <th scope="col">Delivered</th>
            <th scope="col">Unsubscribed since</th>
          </tr>
        </thead>
        <tbody>
          {sent.map((letter) => (
            <tr key={letter.id}>
              <th scope="row">{letter.subject}</th>
              <td data-label="Sent">{sentOn(letter.sentAt)}</td>
              <td data-label="Recipients">{letter.recipients}</td>
              <td data-label="Delivered">{letter.delivered}</td>
              <td data-label="Unsubscribed since">{letter.unsubscribed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
