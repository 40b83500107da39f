import type { PageColours } from '@easel/contracts';
import { contrast, textOn } from '../components/page-colours';

/** Colours a page starts from when the artist first chooses their own. */
const STARTING_COLOURS: PageColours = { primary: '#1f4e79', secondary: '#e9c46a', background: '#f6efe4' };

const FIELDS: { key: keyof PageColours; label: string }[] = [
  { key: 'primary', label: 'Accent colour' },
  { key: 'secondary', label: 'Second colour' },
  { key: 'background', label: 'Background colour' },
];

/** The page's own colours (or the site's, light or dark, when unticked), with a word when the accent will not stand out. */
export function ColourFields({
  value,
  onChange,
}: {
  value: PageColours | null;
  onChange: (colours: PageColours | null) => void;
}) {
  const faint = value && contrast(value.primary, value.background) < 3;
  return (
    <fieldset className="art-edit__colours">
      <legend>Colours</legend>
      <label className="art-edit__check">
        <input
          type="checkbox"
          checked={value !== null}
          onChange={(event) => onChange(event.target.checked ? STARTING_COLOURS : null)}
        />
        Use my own colours
      </label>
      {value &&
        FIELDS.map(({ key, label }) => (
          <label key={key} className="art-edit__colour">
            <input
              type="color"
              value={value[key]}
              onChange={(event) => onChange({ ...value, [key]: event.target.value })}
            />
            {label}
            <code>{value[key]}</code>
          </label>
        ))}
      {faint && (
        <p className="art-note" role="status">
          The accent is close to the background, so text on it shows in{' '}
          {textOn(value.background) === '#1c1b19' ? 'dark' : 'light'} instead.
        </p>
      )}
    </fieldset>
  );
}
