import { useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { FailedDelivery } from '@easel/contracts';
import { errorMessage } from '@easel/store';
import { Button, notify } from '@easel/ui';
import { useRetryDeliveryMutation } from './dashboard-api';
import { RetryDialog } from './retry-dialog';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** Events each service failed to deliver and still tries; the owner may have one tried at once. */
export function FailedDeliveries({ deliveries, mayRetry }: { deliveries: FailedDelivery[]; mayRetry: boolean }) {
  const [retry] = useRetryDeliveryMutation();
  const [asking, setAsking] = useState<FailedDelivery>();

  const send = async (delivery: FailedDelivery, { reason }: { reason: string }) => {
    const result = await retry({ service: delivery.service, id: delivery.id, reason });
    if ('error' in result && result.error)
      return errorMessage(result.error as FetchBaseQueryError, 'The retry was not sent; please try again');
    setAsking(undefined);
    notify.success('The delivery will be tried again now');
  };

  return (
    <section className="adm-dashboard__deliveries" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">Failed deliveries</h2>
      {deliveries.length === 0 ? (
        <p className="adm-dashboard__muted">Every service’s events are getting through.</p>
      ) : (
        <ul className="adm-dashboard__list" aria-label="Failed deliveries">
          {deliveries.map((delivery) => (
            <li key={`${delivery.service}:${delivery.id}`}>
              <article className="adm-dashboard__delivery" aria-label={`${delivery.type} in ${delivery.service}`}>
                <strong>{delivery.type}</strong>
                <span className="adm-dashboard__muted">
                  {delivery.service} · {delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`} · since{' '}
                  {timeFormat.format(new Date(delivery.createdAt))} UTC · next{' '}
                  {timeFormat.format(new Date(delivery.nextAttemptAt))} UTC
                </span>
                {delivery.lastError && <code className="adm-dashboard__error">{delivery.lastError}</code>}
                {mayRetry && (
                  <Button variant="secondary" onClick={() => setAsking(delivery)}>
                    Retry
                  </Button>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <RetryDialog
          delivery={asking}
          onConfirm={(input) => send(asking, input)}
          onClose={() => setAsking(undefined)}
        />
      )}
    </section>
  );
}
