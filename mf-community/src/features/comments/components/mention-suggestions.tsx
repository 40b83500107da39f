import type { MentionAnswer } from '@easel/contracts';

type Person = MentionAnswer['people'][number];

interface MentionSuggestionsProps {
  id: string;
  people: Person[];
  active: number;
  onPick: (person: Person) => void;
}

export const mentionOptionId = (listId: string, index: number) => `${listId}-${index}`;

/** The people an '@' may name; the editor keeps the focus and moves `active` with the arrow keys. */
export function MentionSuggestions({ id, people, active, onPick }: MentionSuggestionsProps) {
  if (people.length === 0) return null;
  return (
    <ul id={id} className="cmy-mentions" role="listbox" aria-label="People to mention">
      {people.map((person, index) => (
        <li
          key={person.id}
          id={mentionOptionId(id, index)}
          role="option"
          aria-selected={index === active}
          className="cmy-mentions__option"
          // A press would take the focus from the editor before the pick.
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(person);
          }}
        >
          {person.name}
        </li>
      ))}
    </ul>
  );
}
