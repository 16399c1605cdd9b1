import type { Venue } from './walk-seed';

/** Halls the club starts from more than once (an own walk and a Euraudax tour). */
export const sharedVenues = {
  wijnendale: {
    name: 'Parochiezaal Wijnendale',
    street: 'Zeeweg',
    houseNumber: '104',
    postalCode: '8820',
    city: 'Torhout',
    lat: 51.0781,
    lon: 3.0562,
  },
  ruddervoorde: {
    name: 'Sporthal Ruddervoorde',
    street: 'Sportstraat',
    houseNumber: '1',
    postalCode: '8020',
    city: 'Ruddervoorde',
    lat: 51.0951,
    lon: 3.2043,
  },
} satisfies Record<string, Venue>;
