import type { ComponentPropsWithRef } from 'react';

/** A checkbox with its label beside it. */
export function Check({ label, ...input }: ComponentPropsWithRef<'input'> & { label: string }) {
  return (
    <label className="cat-check">
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}
