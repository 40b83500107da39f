import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { filtersFrom, paramsOf, type FilterKey, type Filters } from '../components/search-filters';

/** How long typing may pause before what was typed is searched for. */
export const TYPING_PAUSE_MS = 500;

/**
 * The search form's fields and the URL, kept in step: a field's change reaches the URL (a choice at once, typing
 * after a pause, Enter and the Search button at once), and a URL from elsewhere (back, forward, a link) fills the fields.
 */
export function useSearchForm() {
  const [params, setParams] = useSearchParams();
  const typedHere = (useLocation().state as { typed?: boolean } | null)?.typed === true;
  const [fields, setFields] = useState(() => filtersFrom(params));
  // The URL this form last wrote: a change to any other comes from outside and overrides the fields.
  const written = useRef(params.toString());
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (params.toString() === written.current) return;
    written.current = params.toString();
    clearTimeout(typing.current);
    setFields(filtersFrom(params));
  }, [params]);
  useEffect(() => () => clearTimeout(typing.current), []);

  const go = (next: URLSearchParams, options?: { replace: boolean; state: { typed: boolean } }) => {
    written.current = next.toString();
    setParams(next, options);
  };
  /**
   * Searches for these fields; the same search again keeps its page. What typing reached on its own stays one entry
   * in the history, finished by Enter or the button, so Back goes to the search before it, not to each pause.
   */
  const apply = (filters: Filters, typed = false) => {
    clearTimeout(typing.current);
    const next = paramsOf(filters);
    if (next.toString() !== paramsOf(filtersFrom(params)).toString())
      go(next, { replace: typedHere, state: { typed } });
  };
  /** 'held': kept in the field until Enter or the button (a word half typed finds nothing). */
  const change = (key: FilterKey, value: string, when: 'now' | 'after-typing' | 'held') => {
    const next = { ...fields, [key]: value };
    setFields(next);
    clearTimeout(typing.current);
    if (when === 'now') apply(next);
    else if (when === 'after-typing') typing.current = setTimeout(() => apply(next, true), TYPING_PAUSE_MS);
  };
  const goToPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    go(next);
  };

  return { params, fields, appliedFields: filtersFrom(params), change, submit: () => apply(fields), goToPage };
}
