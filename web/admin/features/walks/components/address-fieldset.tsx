import { InputField } from '../../../../components/form-field';
import { walkAdminTexts } from '../texts';
import { addressKeys, type AddressKey } from '../walk-form-values';

const texts = walkAdminTexts.edit;

const labels: Record<AddressKey, string> = {
  street: texts.street,
  houseNumber: texts.houseNumber,
  busNumber: texts.busNumber,
  city: texts.city,
  postalCode: texts.postalCode,
  country: texts.country,
};

type AddressFieldsetProps = {
  value: Record<AddressKey, string>;
  onChange: (value: Record<AddressKey, string>) => void;
};

/** The start address of a walk (SPEC §2); no field is required (SPEC §5). */
export function AddressFieldset({ value, onChange }: AddressFieldsetProps) {
  return (
    <fieldset>
      <legend>{texts.address}</legend>
      <div className="admin-form-grid">
        {addressKeys.map((key) => (
          <InputField
            key={key}
            label={labels[key]}
            name={`location.${key}`}
            value={value[key]}
            // The walk's start place, not the admin's own address: no autofill.
            autoComplete="off"
            onChange={(event) => onChange({ ...value, [key]: event.target.value })}
          />
        ))}
      </div>
    </fieldset>
  );
}
