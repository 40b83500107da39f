import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { peopleSearchQuery, type PersonSummary, friendlyParse } from '@easel/contracts';
import { Button, ErrorFallback, Spinner } from '@easel/ui';
import { usePeopleQuery } from './people-api';
import { dayFormat, displayName, roleLabel } from './person-labels';
import { Pager } from '../../shared/pager';

/** The search keeps its words and page in the address, so coming back from an account finds the same list. */
export function PeopleSearch() {
  const [params, setParams] = useSearchParams();
  const parsed = friendlyParse(peopleSearchQuery, Object.fromEntries(params));
  const query = parsed.success ? parsed.data : { q: '', page: 1 };
  const [text, setText] = useState(query.q);
  const people = usePeopleQuery(query);

  const go = (q: string, page: number) =>
    setParams(Object.fromEntries(Object.entries({ q, page: page > 1 ? String(page) : '' }).filter(([, v]) => v)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(text.trim(), 1);
  };

  return (
    <section className="adm-people" aria-labelledby="people-title">
      <h1 id="people-title">Users & artists</h1>
      <form className="adm-people__search" role="search" onSubmit={onSubmit}>
        <label htmlFor="people-search">Search by name, e-mail or page address</label>
        <div className="adm-people__search-row">
          <input
            id="people-search"
            className="ui-field__control"
            type="search"
            maxLength={200}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit">Search</Button>
        </div>
      </form>
      {people.isLoading ? (
        <Spinner label="Looking for accounts" />
      ) : people.isError || !people.data ? (
        <ErrorFallback title="The accounts could not be loaded" onRetry={() => void people.refetch()} />
      ) : people.data.total === 0 ? (
        <p className="adm-people__empty">{query.q ? `Nobody matches “${query.q}”.` : 'There are no accounts yet.'}</p>
      ) : (
        <>
          <p className="adm-people__count" aria-live="polite">
            {people.data.total === 1 ? '1 account' : `${people.data.total} accounts`}
          </p>
          <ul className="adm-list" aria-label="Accounts" aria-busy={people.isFetching || undefined}>
            {people.data.people.map((person) => (
              <li key={person.id}>
                <PersonRow person={person} />
              </li>
            ))}
          </ul>
          <Pager {...people.data} label="Account pages" onPage={(page) => go(query.q, page)} />
        </>
      )}
    </section>
  );
}

function PersonRow({ person }: { person: PersonSummary }) {
  return (
    <article className="adm-row" aria-label={displayName(person)}>
      <Link className="adm-person-row__name" to={person.id}>
        {displayName(person)}
      </Link>
      <span className="adm-person-row__email">{person.email}</span>
      <span className="adm-person-row__tags">
        <span className="adm-tag">{roleLabel(person.role)}</span>
        {person.status === 'suspended' && <span className="adm-tag adm-tag--warning">Suspended</span>}
        <span className="adm-person-row__since">Joined {dayFormat.format(new Date(person.createdAt))}</span>
      </span>
    </article>
  );
}
