import type { ReactNode } from 'react';
import { InputField, SelectField } from '../../../../components/form-field';
import { genders } from '../../../../../server/contracts/member';
import type { MemberForm } from './use-member-form';
import { formTexts as texts } from '../texts';

/** The address in the order the modal shows it. */
const addressFields = ['street', 'houseNumber', 'busNumber', 'postalCode', 'city', 'country'] as const;

const genderOptions = genders.map((gender) => ({ value: gender, label: texts.genders[gender] }));

/** A part of the modal: its legend, and its fields in the form's grid. */
function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="admin-form-grid">{children}</div>
    </fieldset>
  );
}

/** Name, birth date, gender and contact details of the member modal. */
export function PersonalFields({ form: { text } }: { form: MemberForm }) {
  return (
    <FieldGroup legend={texts.personal}>
      <InputField label={texts.firstName} required autoComplete="off" {...text('firstName')} />
      <InputField label={texts.lastName} required autoComplete="off" {...text('lastName')} />
      <InputField label={texts.dateOfBirth} required type="date" {...text('dateOfBirth')} />
      <SelectField label={texts.gender} options={genderOptions} {...text('gender')} />
      <InputField label={texts.email} type="email" autoComplete="off" {...text('email')} />
      <InputField label={texts.phoneNumber} type="tel" autoComplete="off" {...text('phoneNumber')} />
    </FieldGroup>
  );
}

/** SPEC §3 Member address: street, house number, bus number, city, postal code, country. */
export function AddressFields({ form: { text } }: { form: MemberForm }) {
  return (
    <FieldGroup legend={texts.address}>
      {addressFields.map((key) => (
        // SPEC §5: the admin form requires every part but the bus number.
        <InputField key={key} label={texts[key]} required={key !== 'busNumber'} autoComplete="off" {...text(key)} />
      ))}
    </FieldGroup>
  );
}
