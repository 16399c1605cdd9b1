/** The shape of the demo walks (own-walks, other-walks, euraudax-walks) and their venues. */
export type Venue = {
  /** The hall or school the walk starts from; named at the top of the description. */
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  lat: number;
  lon: number;
};

export type WalkSeed = {
  name: string;
  /** Weeks from today, negative for past walks; the date moves forward to the next `weekday`. */
  weeks: number;
  /** 0 is Sunday (the default), 6 is Saturday. */
  weekday?: 0 | 6;
  start: string;
  end: string;
  distances: string;
  venue: Venue;
  intro: string;
  description: string;
  report?: string;
  /** Only on past walks. */
  participants?: number;
  /** How many pictures its photo book holds. */
  photos?: number;
  own: boolean;
  euraudax?: boolean;
  published?: boolean;
};
