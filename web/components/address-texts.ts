/** The labels of an address's fields (SPEC §3, §4, §5), the same on the walk, member and membership forms. */
export const addressTexts = {
  street: 'Straat',
  houseNumber: 'Huisnummer',
  busNumber: 'Busnummer',
  city: 'Stad',
  postalCode: 'Postcode',
  country: 'Land',
} as const;
