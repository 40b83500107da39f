import { useCombobox } from 'downshift';
import { FieldNotes } from './form-field';
import { useId, type KeyboardEvent, type Ref } from 'react';
import './form-field.css';
import './combobox.css';

interface ComboboxProps {
  label: string;
  value: string;
  /** Every change: each key typed, a suggestion chosen, Escape's clearing. */
  onValueChange: (value: string) => void;
  /** Offered as the person types; any other word is accepted too. */
  suggestions: readonly string[];
  name?: string;
  /** Why the value is refused: shown under the field and tied to it, as FormField does. */
  message?: string | undefined;
  hint?: string;
  placeholder?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/** The suggestions holding what was typed, those that start with it first. */
function matching(suggestions: readonly string[], typed: string): string[] {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return [...suggestions];
  const found = suggestions.filter((word) => word.toLowerCase().includes(wanted));
  return [
    ...found.filter((word) => word.toLowerCase().startsWith(wanted)),
    ...found.filter((word) => !word.toLowerCase().startsWith(wanted)),
  ];
}

/** A labelled text field that suggests words as one types (arrows move, Enter picks, Escape closes), free text allowed. */
export function Combobox({
  label,
  value,
  onValueChange,
  suggestions,
  name,
  message,
  hint,
  placeholder,
  onBlur,
  ref,
}: ComboboxProps) {
  const id = useId();
  const items = matching(suggestions, value);
  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
    closeMenu,
  } = useCombobox({
    items,
    inputValue: value,
    onInputValueChange: ({ inputValue }) => onValueChange(inputValue),
  });
  // Enter with no suggestion picked belongs to the form: it submits what was typed.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || highlightedIndex >= 0) return;
    (
      event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean }
    ).preventDownshiftDefault = true;
    closeMenu();
  };
  const hintId = hint ? `${id}-hint` : '';
  const messageId = message ? `${id}-message` : '';
  const open = isOpen && items.length > 0;
  return (
    <div className="ui-field ui-combobox">
      <div className="ui-field__label-row">
        <label {...getLabelProps()}>{label}</label>
      </div>
      <div className="ui-combobox__box">
        <input
          {...getInputProps({ ref, name, placeholder, onBlur, onKeyDown })}
          className="ui-field__control ui-combobox__input"
          aria-invalid={message ? true : undefined}
          aria-describedby={[messageId, hintId].filter(Boolean).join(' ') || undefined}
        />
        <button
          {...getToggleButtonProps()}
          type="button"
          className="ui-combobox__toggle"
          aria-label={`${label}: show suggestions`}
        >
          <span aria-hidden="true">▾</span>
        </button>
        <ul {...getMenuProps({ 'aria-label': `${label} suggestions` })} className="ui-combobox__menu" hidden={!open}>
          {open &&
            items.map((item, index) => (
              <li
                key={item}
                className="ui-combobox__option"
                data-highlighted={highlightedIndex === index || undefined}
                {...getItemProps({ item, index })}
              >
                {item}
              </li>
            ))}
        </ul>
      </div>
      <FieldNotes hint={hint} hintId={hintId} message={message} messageId={messageId} />
    </div>
  );
}
