import { useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button } from '@easel/ui';
import { ArtworkGrid, ArtworkGridSkeleton } from '../../../shared/components/artwork-grid';
import { useSearchArtworksQuery } from '../api/search-artworks';
import { usePriceProblems } from '../hooks/use-price-problems';
import { useSearchForm } from '../hooks/use-search-form';
import { filtersFrom, PAGE_SIZE, searchArgs } from './search-filters';
import { SearchForm } from './search-form';
import '../../../shared/components/page.css';
import './search-page.css';

/** /search — text and filters in the URL, GET /search, results and pages. */
export function SearchPage() {
  const form = useSearchForm();
  const problemsOf = usePriceProblems(filtersFrom(form.params));
  const { data, isFetching, isError } = useSearchArtworksQuery(
    problemsOf ? searchArgs(form.params, problemsOf) : skipToken,
  );
  const resultsTop = useRef<HTMLHeadingElement>(null);
  const page = Number(form.params.get('page') ?? 1) || 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // A new page starts at its first result, for the eyes and for the keyboard alike.
  const turnTo = (next: number) => {
    form.goToPage(next);
    resultsTop.current?.focus({ preventScroll: true });
    resultsTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="cat-page cat-search">
      <h1>Search artworks</h1>
      <SearchForm form={form} />

      {isError ? (
        <p className="cat-note cat-note--error">The search could not be run. Please check the filters and try again.</p>
      ) : !data ? (
        <ArtworkGridSkeleton />
      ) : data.artworks.length === 0 ? (
        <p className="cat-note">No artworks match your search. Try fewer filters or other words.</p>
      ) : (
        <section className="cat-search__results" aria-labelledby="cat-search-count">
          <h2 id="cat-search-count" className="cat-search__count" ref={resultsTop} tabIndex={-1} aria-live="polite">
            {data.total} {data.total === 1 ? 'artwork' : 'artworks'}
          </h2>
          <div className={isFetching ? 'cat-search__grid cat-search__grid--stale' : 'cat-search__grid'}>
            <ArtworkGrid artworks={data.artworks} label="Search results" eager={4} />
          </div>
          {pages > 1 && (
            <nav className="cat-pages" aria-label="Pages">
              <Button variant="secondary" disabled={page <= 1} onClick={() => turnTo(page - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => turnTo(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </section>
      )}
    </div>
  );
}
