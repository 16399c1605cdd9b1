import { settingsTexts as texts, type AdminFilter } from '../texts';

const filters = Object.keys(texts.filters) as AdminFilter[];

/** SPEC §2: Alle / Admins / Geen admin, as a radio group so each choice is one arrow key away. */
export function AdminFilterChoice({ value, onChange }: { value: AdminFilter; onChange: (value: AdminFilter) => void }) {
  return (
    <fieldset className="settings-filter">
      <legend>{texts.filter}</legend>
      {filters.map((filter) => (
        <label key={filter} className="admin-checkbox">
          <input
            type="radio"
            name="admin-filter"
            value={filter}
            checked={value === filter}
            onChange={() => onChange(filter)}
          />
          {texts.filters[filter]}
        </label>
      ))}
    </fieldset>
  );
}
