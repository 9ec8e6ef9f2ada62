import type { ShippingCountry } from '../../schemas/forms';

/**
 * The names of the states and provinces the address rules list (`provinces`), for the select's options. Place
 * names are data, not interface words: Intl has no names for subdivisions, so they live here, in the languages of
 * the sites that ship there (the United States in English; Canada in English and French).
 */
const names: Readonly<Partial<Record<ShippingCountry, Readonly<Record<string, Readonly<Record<string, string>>>>>>> = {
  US: {
    en: {
      AL: 'Alabama',
      AK: 'Alaska',
      AZ: 'Arizona',
      AR: 'Arkansas',
      CA: 'California',
      CO: 'Colorado',
      CT: 'Connecticut',
      DE: 'Delaware',
      DC: 'District of Columbia',
      FL: 'Florida',
      GA: 'Georgia',
      HI: 'Hawaii',
      ID: 'Idaho',
      IL: 'Illinois',
      IN: 'Indiana',
      IA: 'Iowa',
      KS: 'Kansas',
      KY: 'Kentucky',
      LA: 'Louisiana',
      ME: 'Maine',
      MD: 'Maryland',
      MA: 'Massachusetts',
      MI: 'Michigan',
      MN: 'Minnesota',
      MS: 'Mississippi',
      MO: 'Missouri',
      MT: 'Montana',
      NE: 'Nebraska',
      NV: 'Nevada',
      NH: 'New Hampshire',
      NJ: 'New Jersey',
      NM: 'New Mexico',
      NY: 'New York',
      NC: 'North Carolina',
      ND: 'North Dakota',
      OH: 'Ohio',
      OK: 'Oklahoma',
      OR: 'Oregon',
      PA: 'Pennsylvania',
      RI: 'Rhode Island',
      SC: 'South Carolina',
      SD: 'South Dakota',
      TN: 'Tennessee',
      TX: 'Texas',
      UT: 'Utah',
      VT: 'Vermont',
      VA: 'Virginia',
      WA: 'Washington',
      WV: 'West Virginia',
      WI: 'Wisconsin',
      WY: 'Wyoming',
    },
  },
  CA: {
    en: {
      AB: 'Alberta',
      BC: 'British Columbia',
      MB: 'Manitoba',
      NB: 'New Brunswick',
      NL: 'Newfoundland and Labrador',
      NS: 'Nova Scotia',
      NT: 'Northwest Territories',
      NU: 'Nunavut',
      ON: 'Ontario',
      PE: 'Prince Edward Island',
      QC: 'Quebec',
      SK: 'Saskatchewan',
      YT: 'Yukon',
    },
    fr: {
      AB: 'Alberta',
      BC: 'Colombie-Britannique',
      MB: 'Manitoba',
      NB: 'Nouveau-Brunswick',
      NL: 'Terre-Neuve-et-Labrador',
      NS: 'Nouvelle-Écosse',
      NT: 'Territoires du Nord-Ouest',
      NU: 'Nunavut',
      ON: 'Ontario',
      PE: 'Île-du-Prince-Édouard',
      QC: 'Québec',
      SK: 'Saskatchewan',
      YT: 'Yukon',
    },
  },
};

/** A state's or province's name in `language` (English where there is none), or its code when unknown. */
export function provinceName(country: string, code: string, language: string): string {
  const byLanguage = names[country as ShippingCountry];
  return byLanguage?.[language]?.[code] ?? byLanguage?.en?.[code] ?? code;
}
