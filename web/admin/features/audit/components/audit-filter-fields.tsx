import { InputField, SelectField } from '../../../../components/form-field';
import { auditKinds, type AuditAnswer, type AuditKind } from '../../../../../server/contracts/audit';
import { isAuditFiltered, noAuditFilters, type AuditFilters } from '../audit-filters';
import { auditTexts as texts, kindLabel } from '../texts';

const kindOptions = [
  { value: '', label: texts.filters.everyKind },
  ...auditKinds.map((kind) => ({ value: kind, label: kindLabel(kind) })),
];

type AuditFilterFieldsProps = {
  filters: AuditFilters;
  /** The admins who appear in the log (the last answer's), for the person filter. */
  people: AuditAnswer['people'];
  /** A filter's message when it cannot be asked ('van' after 'tot'), by its name. */
  errors: Partial<Record<keyof AuditFilters, string>>;
  onChange: (filters: AuditFilters) => void;
};

/** Who, what kind, from and to: each narrows the log; the values live in the screen's URL. */
export function AuditFilterFields({ filters, people, errors, onChange }: AuditFilterFieldsProps) {
  const set = <K extends keyof AuditFilters>(name: K, value: AuditFilters[K]) =>
    onChange({ ...filters, [name]: value });
  // A person from a bookmark who is not in the (last) answer still shows as chosen.
  const chosen = filters.persoon && !people.some((person) => String(person.id) === filters.persoon);
  const personOptions = [
    { value: '', label: texts.filters.everyone },
    ...people.map((person) => ({ value: String(person.id), label: person.name })),
    ...(chosen ? [{ value: filters.persoon, label: `#${filters.persoon}` }] : []),
  ];
  return (
    <div className="admin-toolbar audit-filters">
      <SelectField
        label={texts.filters.person}
        options={personOptions}
        value={filters.persoon}
        onChange={(event) => set('persoon', event.target.value)}
      />
      <SelectField
        label={texts.filters.kind}
        options={kindOptions}
        value={filters.soort}
        onChange={(event) => set('soort', event.target.value as AuditKind | '')}
      />
      <InputField
        label={texts.filters.from}
        type="date"
        value={filters.van}
        error={errors.van}
        max={filters.tot || undefined}
        onChange={(event) => set('van', event.target.value)}
      />
      <InputField
        label={texts.filters.to}
        type="date"
        value={filters.tot}
        error={errors.tot}
        min={filters.van || undefined}
        onChange={(event) => set('tot', event.target.value)}
      />
      {isAuditFiltered(filters) && (
        <button type="button" className="button" onClick={() => onChange(noAuditFilters)}>
          {texts.filters.clear}
        </button>
      )}
    </div>
  );
}
