import { InputField, SelectField } from '../../../../components/form-field';
import { genders } from '../../../../../server/contracts/member';
import type { MemberForm } from './use-member-form';
import { formTexts as texts } from '../texts';

const genderOptions = genders.map((gender) => ({ value: gender, label: texts.genders[gender] }));

/** Name, birth date, gender and contact details of the member modal. */
export function PersonalFields({ form }: { form: MemberForm }) {
  const { text } = form;
  return (
    <fieldset>
      <legend>{texts.personal}</legend>
      <div className="admin-form-grid">
        <InputField label={texts.firstName} required autoComplete="off" {...text('firstName')} />
        <InputField label={texts.lastName} required autoComplete="off" {...text('lastName')} />
        <InputField label={texts.dateOfBirth} required type="date" {...text('dateOfBirth')} />
        <SelectField label={texts.gender} options={genderOptions} {...text('gender')} />
        <InputField label={texts.email} type="email" autoComplete="off" {...text('email')} />
        <InputField label={texts.phoneNumber} type="tel" autoComplete="off" {...text('phoneNumber')} />
      </div>
    </fieldset>
  );
}

/** SPEC §3 Member address: street, house number, bus number, city, postal code, country. */
export function AddressFields({ form }: { form: MemberForm }) {
  const { text } = form;
  return (
    <fieldset>
      <legend>{texts.address}</legend>
      <div className="admin-form-grid">
        <InputField label={texts.street} required autoComplete="off" {...text('street')} />
        <InputField label={texts.houseNumber} required autoComplete="off" {...text('houseNumber')} />
        <InputField label={texts.busNumber} autoComplete="off" {...text('busNumber')} />
        <InputField label={texts.postalCode} required autoComplete="off" {...text('postalCode')} />
        <InputField label={texts.city} required autoComplete="off" {...text('city')} />
        <InputField label={texts.country} required autoComplete="off" {...text('country')} />
      </div>
    </fieldset>
  );
}
