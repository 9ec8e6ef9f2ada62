import type { OpeningHours } from '../db/schema/stores';

/** Week-day hours most shops of a brand keep (local time); Sunday shorter, or closed where the law says so. */
const hours = (week: [string, string], sat: [string, string], sun: [string, string] | null): OpeningHours => {
  const span = ([opens, closes]: [string, string]) => [{ opens, closes }];
  return { mon: span(week), tue: span(week), wed: span(week), thu: span(week), fri: span(week), sat: span(sat), sun: sun ? span(sun) : [] };
};
const northAmerica = hours(['10:00', '20:00'], ['10:00', '20:00'], ['11:00', '18:00']);
const britain = hours(['09:30', '19:00'], ['09:30', '19:00'], ['11:00', '17:00']);
// Shops in France and Germany close on Sundays.
const france = hours(['10:00', '19:30'], ['10:00', '19:30'], null);
const germany = hours(['10:00', '20:00'], ['10:00', '20:00'], null);

export interface DemoStore {
  readonly id: string;
  readonly brand: 'ridgeline' | 'kestrel';
  readonly countryCode: string;
  readonly name: string;
  readonly addressLine1: string;
  readonly addressLine2?: string;
  readonly city: string;
  readonly province?: string;
  readonly postalCode: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly phone: string;
  readonly openingHours: OpeningHours;
  /** Display names of who sells there; ids follow the store's (`E100101`, `E100102` …). */
  readonly staff: readonly string[];
}

/**
 * A few shops per country each brand sells in (fictional phone numbers: 555-01xx in North America, Ofcom's drama
 * ranges in Britain; addresses of real shopping streets, invented street numbers).
 */
export const demoStores: readonly DemoStore[] = [
  // Ridgeline, United States.
  {
    id: 'RL1001',
    brand: 'ridgeline',
    countryCode: 'US',
    name: 'Ridgeline Denver Larimer',
    addressLine1: '1512 Larimer St',
    city: 'Denver',
    province: 'CO',
    postalCode: '80202',
    latitude: 39.7486,
    longitude: -104.9988,
    phone: '+13035550142',
    openingHours: northAmerica,
    staff: ['Alex P.', 'Jordan K.', 'Priya S.'],
  },
  {
    id: 'RL1002',
    brand: 'ridgeline',
    countryCode: 'US',
    name: 'Ridgeline Boulder Pearl Street',
    addressLine1: '1320 Pearl St',
    city: 'Boulder',
    province: 'CO',
    postalCode: '80302',
    latitude: 40.0181,
    longitude: -105.2797,
    phone: '+13035550176',
    openingHours: northAmerica,
    staff: ['Casey L.', 'Miguel R.', 'Hannah T.'],
  },
  {
    id: 'RL1003',
    brand: 'ridgeline',
    countryCode: 'US',
    name: 'Ridgeline Seattle Pike Place',
    addressLine1: '1527 Western Ave',
    city: 'Seattle',
    province: 'WA',
    postalCode: '98101',
    latitude: 47.6097,
    longitude: -122.3422,
    phone: '+12065550128',
    openingHours: northAmerica,
    staff: ['Taylor B.', 'Noah W.', 'Grace H.'],
  },
  // Ridgeline, Canada.
  {
    id: 'RL2001',
    brand: 'ridgeline',
    countryCode: 'CA',
    name: 'Ridgeline Vancouver Robson',
    addressLine1: '1045 Robson St',
    city: 'Vancouver',
    province: 'BC',
    postalCode: 'V6E 1A9',
    latitude: 49.2845,
    longitude: -123.1245,
    phone: '+16045550119',
    openingHours: northAmerica,
    staff: ['Emma G.', 'Liam C.', 'Ava N.'],
  },
  {
    id: 'RL2002',
    brand: 'ridgeline',
    countryCode: 'CA',
    name: 'Ridgeline Toronto Queen West',
    addressLine1: '388 Queen St W',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5V 2A7',
    latitude: 43.6487,
    longitude: -79.3962,
    phone: '+14165550133',
    openingHours: northAmerica,
    staff: ['Olivia M.', 'Ethan D.', 'Sofia F.'],
  },
  {
    id: 'RL2003',
    brand: 'ridgeline',
    countryCode: 'CA',
    name: 'Ridgeline Montréal Sainte-Catherine',
    addressLine1: '1250 rue Sainte-Catherine O',
    city: 'Montréal',
    province: 'QC',
    postalCode: 'H3G 1P1',
    latitude: 45.4981,
    longitude: -73.5713,
    phone: '+15145550161',
    openingHours: northAmerica,
    staff: ['Chloé B.', 'Félix L.', 'Léa T.'],
  },
  // Kestrel, United Kingdom.
  {
    id: 'KS3001',
    brand: 'kestrel',
    countryCode: 'GB',
    name: 'Kestrel London Carnaby',
    addressLine1: '21 Carnaby Street',
    city: 'London',
    postalCode: 'W1F 7DA',
    latitude: 51.5133,
    longitude: -0.1389,
    phone: '+442079460418',
    openingHours: britain,
    staff: ['Amelia R.', 'Harry J.', 'Isla P.'],
  },
  {
    id: 'KS3002',
    brand: 'kestrel',
    countryCode: 'GB',
    name: 'Kestrel Manchester Northern Quarter',
    addressLine1: '44 Oldham Street',
    city: 'Manchester',
    postalCode: 'M4 1LE',
    latitude: 53.4837,
    longitude: -2.2339,
    phone: '+441614960277',
    openingHours: britain,
    staff: ['George T.', 'Freya W.', 'Oscar L.'],
  },
  {
    id: 'KS3003',
    brand: 'kestrel',
    countryCode: 'GB',
    name: 'Kestrel Leeds Briggate',
    addressLine1: '112 Briggate',
    city: 'Leeds',
    postalCode: 'LS1 6BR',
    latitude: 53.7986,
    longitude: -1.5421,
    phone: '+441134960582',
    openingHours: britain,
    staff: ['Poppy H.', 'Jack S.', 'Ruby C.'],
  },
  // Kestrel, France.
  {
    id: 'KS4001',
    brand: 'kestrel',
    countryCode: 'FR',
    name: 'Kestrel Paris Marais',
    addressLine1: '38 rue des Francs-Bourgeois',
    city: 'Paris',
    postalCode: '75003',
    latitude: 48.8579,
    longitude: 2.3599,
    phone: '+33142720315',
    openingHours: france,
    staff: ['Camille D.', 'Hugo M.', 'Manon R.'],
  },
  {
    id: 'KS4002',
    brand: 'kestrel',
    countryCode: 'FR',
    name: 'Kestrel Lyon Presqu’île',
    addressLine1: '64 rue de la République',
    city: 'Lyon',
    postalCode: '69002',
    latitude: 45.7614,
    longitude: 4.8357,
    phone: '+33478420917',
    openingHours: france,
    staff: ['Louis B.', 'Inès G.', 'Jules F.'],
  },
  {
    id: 'KS4003',
    brand: 'kestrel',
    countryCode: 'FR',
    name: 'Kestrel Bordeaux Sainte-Catherine',
    addressLine1: '95 rue Sainte-Catherine',
    city: 'Bordeaux',
    postalCode: '33000',
    latitude: 44.8385,
    longitude: -0.5738,
    phone: '+33556440228',
    openingHours: france,
    staff: ['Léna V.', 'Gabriel P.', 'Zoé C.'],
  },
  // Kestrel, Germany.
  {
    id: 'KS5001',
    brand: 'kestrel',
    countryCode: 'DE',
    name: 'Kestrel Berlin Mitte',
    addressLine1: 'Rosenthaler Straße 40',
    city: 'Berlin',
    postalCode: '10178',
    latitude: 52.5262,
    longitude: 13.4017,
    phone: '+493028099471',
    openingHours: germany,
    staff: ['Lena K.', 'Jonas W.', 'Mia S.'],
  },
  {
    id: 'KS5002',
    brand: 'kestrel',
    countryCode: 'DE',
    name: 'Kestrel Hamburg Neuer Wall',
    addressLine1: 'Neuer Wall 18',
    city: 'Hamburg',
    postalCode: '20354',
    latitude: 53.5519,
    longitude: 9.9907,
    phone: '+494036091150',
    openingHours: germany,
    staff: ['Finn H.', 'Emma B.', 'Paul R.'],
  },
  {
    id: 'KS5003',
    brand: 'kestrel',
    countryCode: 'DE',
    name: 'Kestrel München Sendlinger Straße',
    addressLine1: 'Sendlinger Straße 27',
    city: 'München',
    postalCode: '80331',
    latitude: 48.1362,
    longitude: 11.5704,
    phone: '+498923077642',
    openingHours: germany,
    staff: ['Sophie L.', 'Leon M.', 'Hannah F.'],
  },
];

/** A store's associates with their ids (`E` + the store's digits + two digits). */
export const demoStaffOf = (store: DemoStore) =>
  store.staff.map((displayName, index) => ({ id: `E${store.id.slice(2)}${String(index + 1).padStart(2, '0')}`, storeId: store.id, displayName }));
