import { honeypotFieldName } from '../validation/fields';

/** Invisible to people and screen readers; bots that fill every field give themselves away. */
export function Honeypot() {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={`hp-${honeypotFieldName}`}>Leave this field empty</label>
      <input
        id={`hp-${honeypotFieldName}`}
        type="text"
        name={honeypotFieldName}
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
