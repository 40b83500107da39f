import { useOutletContext } from 'react-router-dom';
import { adminCan, type AdminProfile, formatPrice } from '@easel/contracts';
import type { DashboardAnswer } from '@easel/contracts';
import { ErrorFallback, Spinner } from '@easel/ui';
import { useDashboardQuery } from './dashboard-api';
import { FailedDeliveries } from './failed-deliveries';
import { WeekFigure } from './week-figure';
import './dashboard.css';

/** Dashboard: new users, artworks, orders and revenue per week (the last 12), and the deliveries that failed. */
export function DashboardPage() {
  const admin = useOutletContext<AdminProfile>();
  const answer = useDashboardQuery();
  return (
    <section className="adm-dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      {answer.isLoading ? (
        <Spinner label="Loading the dashboard" />
      ) : answer.isError || !answer.data ? (
        <ErrorFallback title="The dashboard could not be loaded" onRetry={() => void answer.refetch()} />
      ) : (
        <DashboardNumbers dashboard={answer.data} mayRetry={adminCan(admin, 'outbox.retry')} />
      )}
    </section>
  );
}

function DashboardNumbers({ dashboard, mayRetry }: { dashboard: DashboardAnswer; mayRetry: boolean }) {
  const { weeks, newUsers, newArtworks, orders, revenue, failedDeliveries, unreachable } = dashboard;
  return (
    <>
      {unreachable.length > 0 && (
        <p className="adm-dashboard__warning" role="status">
          Not answering: {unreachable.join(', ')}. Their numbers show as 0 until they answer.
        </p>
      )}
      <div className="adm-dashboard__figures">
        <WeekFigure
          id="new-users"
          title="New users"
          weeks={weeks}
          series={[{ label: 'New users', points: newUsers }]}
        />
        <WeekFigure
          id="new-artworks"
          title="New artworks"
          weeks={weeks}
          series={[{ label: 'New artworks', points: newArtworks }]}
        />
        <WeekFigure id="orders" title="Orders" weeks={weeks} series={[{ label: 'Orders', points: orders }]} />
        {revenue.length === 0 ? (
          <WeekFigure id="revenue" title="Revenue" weeks={weeks} series={[]} />
        ) : (
          revenue.map(({ currency, amounts }) => (
            <WeekFigure
              key={currency}
              id={`revenue-${currency}`}
              title={`Revenue (${currency})`}
              weeks={weeks}
              series={[{ label: currency, points: amounts }]}
              format={(amount) => formatPrice(amount, currency)}
            />
          ))
        )}
      </div>
      <FailedDeliveries deliveries={failedDeliveries} mayRetry={mayRetry} />
    </>
  );
}
