/**
 * The pieces every new-game form is made of: a group of pill-shaped radio choices (opponent,
 * colour, order), a yes/no option with its explanation, and a computer level's select, the level
 * named as its game names it.
 */
import { botName } from '../i18n';

export interface Choice<T extends string> {
  id: T;
  label: () => string;
}

export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  inline = false,
}: {
  legend: string;
  /** The radio group's name: unique on the page (the lobby shows every game's form at once). */
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (id: T) => void;
  inline?: boolean;
}) {
  return (
    <fieldset class={inline ? 'choice choice-inline' : 'choice'}>
      <legend>{legend}</legend>
      {choices.map((c) => (
        <label key={c.id} class="choice-option">
          <input
            type="radio"
            name={name}
            value={c.id}
            checked={value === c.id}
            onChange={() => onChange(c.id)}
          />
          <span>{c.label()}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function LevelSelect({
  game,
  levels,
  label,
  name,
  value,
  onChange,
}: {
  game: string;
  levels: readonly string[];
  label: string;
  name: string;
  value: string;
  onChange: (level: string) => void;
}) {
  return (
    <label class="field">
      <span>{label}</span>
      <select name={name} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {levels.map((id) => (
          <option key={id} value={id}>
            {botName(id, game)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function CheckOption({
  name,
  checked,
  onChange,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint?: string;
}) {
  return (
    <label class="check-option">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <span>
        {label}
        {hint !== undefined && (
          <>
            {' '}
            <span class="hint">{hint}</span>
          </>
        )}
      </span>
    </label>
  );
}
