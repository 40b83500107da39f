import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ORIENTATIONS, SEARCH_SORTS, SIZE_CLASSES } from '@easel/contracts';
import { Button, Combobox, FormField } from '@easel/ui';
import { useVocabulary } from '../../../shared/api/vocabulary';
import { usePriceProblems } from '../hooks/use-price-problems';
import { activeFilterCount, ORIENTATION_LABELS, SIZE_LABELS, SORT_LABELS, type FilterKey } from './search-filters';
import type { useSearchForm } from '../hooks/use-search-form';

const CHOICES: { key: FilterKey; label: string; options: [string, string][] }[] = [
  {
    key: 'size',
    label: 'Size',
    options: [['', 'Any size'], ...SIZE_CLASSES.map((size): [string, string] => [size, SIZE_LABELS[size]])],
  },
  {
    key: 'orientation',
    label: 'Orientation',
    options: [['', 'Any'], ...ORIENTATIONS.map((o): [string, string] => [o, ORIENTATION_LABELS[o]])],
  },
  {
    key: 'forSale',
    label: 'Availability',
    options: [
      ['', 'All artworks'],
      ['true', 'For sale'],
      ['false', 'Not for sale'],
    ],
  },
  {
    key: 'sort',
    label: 'Sort by',
    options: SEARCH_SORTS.map((sort): [string, string] => [sort === 'relevance' ? '' : sort, SORT_LABELS[sort]]),
  },
];

/** The text, the filters and the order of /search; on phones the filters fold behind "Filters (n)". */
export function SearchForm({ form }: { form: ReturnType<typeof useSearchForm> }) {
  const { fields, change } = form;
  const { media, styles } = useVocabulary();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const count = activeFilterCount(fields);
  // Judged on what was searched for, so a price being typed is not called wrong halfway.
  const problems = usePriceProblems(form.appliedFields)?.(form.appliedFields) ?? {};
  const refused = Object.keys(problems).length > 0;
  // A refused price (from a shared link, say) unfolds the filters, so a phone shows why, not only "Filters (1)".
  useEffect(() => {
    if (refused) setOpen(true);
  }, [refused]);
  const typed = (key: FilterKey) => (value: string) => change(key, value, 'after-typing');
  // Medium and style match whole words: a word on its way would show "no artworks" at every pause, so only a known
  // word (or none) applies after typing; any other waits for Enter or the button.
  const word = (key: FilterKey, known: readonly string[]) => (value: string) =>
    change(
      key,
      value,
      !value.trim() || known.some((w) => w.toLowerCase() === value.trim().toLowerCase()) ? 'after-typing' : 'held',
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  // Escape folds the filters away again, unless a suggestion list took it.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <form className="cat-search__form" role="search" aria-label="Search artworks" onSubmit={submit} noValidate>
      <div className="cat-search__bar">
        <input
          type="search"
          aria-label="Search text"
          placeholder="Title, artist, medium…"
          value={fields.q}
          onChange={(event) => typed('q')(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </div>
      <button
        ref={toggle}
        type="button"
        className="cat-search__toggle"
        aria-expanded={open}
        aria-controls="cat-search-filters"
        onClick={() => setOpen(!open)}
      >
        {count ? `Filters (${count})` : 'Filters'}
      </button>
      <div
        id="cat-search-filters"
        className={open ? 'cat-search__filters cat-search__filters--open' : 'cat-search__filters'}
        onKeyDown={closeOnEscape}
      >
        <Combobox
          label="Medium"
          name="medium"
          value={fields.medium}
          onValueChange={word('medium', media)}
          suggestions={media}
        />
        <Combobox
          label="Style"
          name="style"
          value={fields.style}
          onValueChange={word('style', styles)}
          suggestions={styles}
        />
        {(['minPrice', 'maxPrice'] as const).map((key) => (
          <FormField
            key={key}
            label={key === 'minPrice' ? 'Min price' : 'Max price'}
            name={key}
            type="text"
            inputMode="decimal"
            value={fields[key]}
            onChange={(event) => typed(key)(event.target.value)}
            message={problems[key]}
          />
        ))}
        {CHOICES.map(({ key, label, options }) => (
          <FormField
            key={key}
            as="select"
            label={label}
            name={key}
            value={fields[key]}
            onChange={(event) => change(key, event.target.value, 'now')}
          >
            {options.map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </FormField>
        ))}
      </div>
    </form>
  );
}
