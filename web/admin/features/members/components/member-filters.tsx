import { useState } from 'react';
import { InputField, SelectField } from '../../../../components/form-field';
import { memberRoles, type MemberRole } from '../../../../../server/contracts/member';
import { maxFilterAge } from '../../../../../server/contracts/member-list';
import { hasMoreFilters, isFiltered, noFilters, type ListFilters, type YesNo } from '../list-filters';
import { memberTexts as texts, roleLabels } from '../texts';

const roleOptions = [
  { value: '', label: texts.allRoles },
  ...memberRoles.map((role) => ({ value: role, label: roleLabels[role] })),
];

const flagTexts = {
  actief: texts.filters.active,
  bestuur: texts.filters.board,
  euraudax: texts.filters.euraudax,
  betaald: texts.filters.paid,
  email: texts.filters.email,
} as const;

type MemberFiltersProps = {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
  /** A filter's message when it cannot be asked (a letter in an age), by its name. */
  errors: Partial<Record<keyof ListFilters, string>>;
};

/**
 * The name search and role above the table, and under 'Meer filters' the rest: each
 * narrows the list further. The values live in the screen's URL, so this only shows and changes them.
 */
export function MemberFilters({ filters, onChange, errors }: MemberFiltersProps) {
  // Open from the start when a link or bookmark brought such a filter along; then the admin's to open or close.
  const [open, setOpen] = useState(() => hasMoreFilters(filters));
  const set = <K extends keyof ListFilters>(name: K, value: ListFilters[K]) => onChange({ ...filters, [name]: value });
  const flag = (name: keyof typeof flagTexts) => (
    <SelectField
      key={name}
      label={flagTexts[name].label}
      options={[
        { value: '', label: texts.filters.all },
        { value: 'ja', label: flagTexts[name].ja },
        { value: 'nee', label: flagTexts[name].nee },
      ]}
      value={filters[name]}
      onChange={(event) => set(name, event.target.value as YesNo)}
    />
  );
  const age = (name: 'leeftijdVan' | 'leeftijdTot', label: string) => (
    <InputField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      max={maxFilterAge}
      value={filters[name]}
      error={errors[name]}
      onChange={(event) => set(name, event.target.value)}
    />
  );
  const day = (name: 'lidSindsVan' | 'lidSindsTot', label: string) => (
    <InputField
      label={label}
      type="date"
      value={filters[name]}
      error={errors[name]}
      onChange={(event) => set(name, event.target.value)}
    />
  );

  return (
    <div className="member-filters">
      <div className="admin-toolbar">
        <InputField
          label={texts.search}
          type="search"
          autoComplete="off"
          value={filters.zoek}
          error={errors.zoek}
          onChange={(event) => set('zoek', event.target.value)}
        />
        <SelectField
          label={texts.roleFilter}
          options={roleOptions}
          value={filters.rol}
          onChange={(event) => set('rol', event.target.value as MemberRole | '')}
        />
        {isFiltered(filters) && (
          <button type="button" className="button" onClick={() => onChange(noFilters)}>
            {texts.filters.clear}
          </button>
        )}
      </div>
      <details
        className="member-more-filters"
        open={open}
        onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}
      >
        <summary>{texts.filters.more}</summary>
        <div className="member-filter-grid">
          {(Object.keys(flagTexts) as (keyof typeof flagTexts)[]).map(flag)}
          {age('leeftijdVan', texts.filters.ageFrom)}
          {age('leeftijdTot', texts.filters.ageTo)}
          {day('lidSindsVan', texts.filters.memberSinceFrom)}
          {day('lidSindsTot', texts.filters.memberSinceTo)}
        </div>
      </details>
    </div>
  );
}
