import type { Role } from '@easel/contracts';

const CHOICES: { role: Role; label: string; detail: string }[] = [
  { role: 'customer', label: "I'm a collector", detail: 'Discover, save and buy original art.' },
  { role: 'user', label: "I'm an artist", detail: 'Publish and sell your work on your own artist page.' },
];

/** Collector (role customer) or artist (role user), as two large radio cards. */
export function RoleChoice({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  return (
    <fieldset className="shl-roles">
      <legend className="shl-roles__legend">How will you use it?</legend>
      {CHOICES.map((choice) => (
        <label key={choice.role} className="shl-roles__choice">
          <input
            type="radio"
            name="role"
            value={choice.role}
            checked={value === choice.role}
            onChange={() => onChange(choice.role)}
          />
          <span className="shl-roles__text">
            <span className="shl-roles__label">{choice.label}</span>
            <span className="shl-roles__detail">{choice.detail}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
