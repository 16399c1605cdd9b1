import {
  memberImportFieldKeys,
  memberImportFields,
  type MemberImportField,
  type MemberImportUpload,
} from '../../../../../server/contracts/member-import';
import { importTexts as texts } from '../texts';

/** 1 → 'A', 27 → 'AA': how the sheet names a column without a header. */
function columnLetter(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

export const columnName = (header: string, index: number) => header || texts.unnamedColumn(columnLetter(index + 1));

type MappingTableProps = {
  columns: MemberImportUpload['columns'];
  mapping: readonly (MemberImportField | null)[];
  onChange: (index: number, field: MemberImportField | null) => void;
};

/** Step 2: per column of the file its name, a few of its values and the member field it fills. */
export function MappingTable({ columns, mapping, onChange }: MappingTableProps) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table member-import-mapping">
        <caption className="visually-hidden">{texts.mappingCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.columns.column}</th>
            <th scope="col">{texts.columns.examples}</th>
            <th scope="col">{texts.columns.field}</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column, index) => {
            const name = columnName(column.header, index);
            return (
              <tr key={index}>
                <th scope="row">{name}</th>
                <td className="member-import-examples">{column.examples.join(' · ')}</td>
                <td>
                  <select
                    className="form-field-control"
                    aria-label={texts.fieldFor(name)}
                    value={mapping[index] ?? ''}
                    onChange={(event) =>
                      onChange(index, (event.currentTarget.value || null) as MemberImportField | null)
                    }
                  >
                    <option value="">{texts.skipColumn}</option>
                    {memberImportFieldKeys.map((field) => (
                      <option key={field} value={field}>
                        {memberImportFields[field].label}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
