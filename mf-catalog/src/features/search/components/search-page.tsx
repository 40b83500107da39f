import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORIENTATIONS, SEARCH_SORTS, SIZE_CLASSES } from '@easel/contracts/src/catalog';
import { Button } from '@easel/ui';
import { ArtworkGrid, ArtworkGridSkeleton } from '../../../shared/components/artwork-grid';
import { useSearchArtworksQuery } from '../api/search-artworks';
import { ORIENTATION_LABELS, PAGE_SIZE, searchArgs, SIZE_LABELS, SORT_LABELS, withFilter, type SEARCH_KEYS } from './search-filters';
import '../../../shared/components/page.css';
import './search-page.css';

type Key = (typeof SEARCH_KEYS)[number];

/** /search — text and filters in the URL, GET /search, results and pages. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const args = searchArgs(params);
  const { data, isFetching, isError } = useSearchArtworksQuery(args);
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  // Back and forward change the URL under the box; the box follows.
  useEffect(() => {
    setText(query);
  }, [query]);
  const set = (key: Key, value: string) => setParams(withFilter(params, key, value));
  const select = (key: Key, label: string, options: [string, string][]) => (
    <label className="cat-search__field">
      <span>{label}</span>
      <select value={params.get(key) ?? ''} onChange={(event) => set(key, event.target.value)}>
        {options.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set('q', text);
  };
  const page = Number(params.get('page') ?? 1) || 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <div className="cat-page cat-search">
      <h1>Search artworks</h1>
      <form className="cat-search__bar" role="search" onSubmit={submit}>
        <input
          type="search"
          aria-label="Search text"
          placeholder="Title, artist, medium…"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      <div className="cat-search__filters">
        <label className="cat-search__field">
          <span>Medium</span>
          <input
            defaultValue={params.get('medium') ?? ''}
            onBlur={(event) => set('medium', event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && set('medium', event.currentTarget.value)}
          />
        </label>
        <label className="cat-search__field">
          <span>Style</span>
          <input
            defaultValue={params.get('style') ?? ''}
            onBlur={(event) => set('style', event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && set('style', event.currentTarget.value)}
          />
        </label>
        <label className="cat-search__field">
          <span>Min price</span>
          <input type="number" min={0} defaultValue={params.get('minPrice') ?? ''} onBlur={(event) => set('minPrice', event.target.value)} />
        </label>
        <label className="cat-search__field">
          <span>Max price</span>
          <input type="number" min={0} defaultValue={params.get('maxPrice') ?? ''} onBlur={(event) => set('maxPrice', event.target.value)} />
        </label>
        {select('size', 'Size', [['', 'Any size'], ...SIZE_CLASSES.map((size): [string, string] => [size, SIZE_LABELS[size]])])}
        {select('orientation', 'Orientation', [['', 'Any'], ...ORIENTATIONS.map((o): [string, string] => [o, ORIENTATION_LABELS[o]])])}
        {select('forSale', 'Availability', [
          ['', 'All artworks'],
          ['true', 'For sale'],
          ['false', 'Not for sale'],
        ])}
        {select(
          'sort',
          'Sort by',
          SEARCH_SORTS.map((sort): [string, string] => [sort === 'relevance' ? '' : sort, SORT_LABELS[sort]]),
        )}
      </div>

      {isError ? (
        <p className="cat-note cat-note--error">The search could not be run. Please check the filters and try again.</p>
      ) : !data ? (
        <ArtworkGridSkeleton />
      ) : data.artworks.length === 0 ? (
        <p className="cat-note">No artworks match your search. Try fewer filters or other words.</p>
      ) : (
        <>
          <p className="cat-note" aria-live="polite">
            {data.total} {data.total === 1 ? 'artwork' : 'artworks'}
          </p>
          <div className={isFetching ? 'cat-search__results cat-search__results--stale' : 'cat-search__results'}>
            <ArtworkGrid artworks={data.artworks} label="Search results" />
          </div>
          {pages > 1 && (
            <nav className="cat-pages" aria-label="Pages">
              <Button variant="secondary" disabled={page <= 1} onClick={() => set('page', String(page - 1))}>
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => set('page', String(page + 1))}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
