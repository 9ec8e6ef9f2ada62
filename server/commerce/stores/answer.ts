import type { Store } from '../../../schemas';
import type { StoreRow } from './repository';

/** A store as the API answers it (spec 000 §7 "Utilities"): optional address parts only when set. */
export function storeAnswer(row: StoreRow): Store {
  return {
    storeId: row.id,
    name: row.name,
    address: {
      addressLine1: row.addressLine1,
      ...(row.addressLine2 ? { addressLine2: row.addressLine2 } : {}),
      city: row.city,
      ...(row.province ? { province: row.province } : {}),
      postalCode: row.postalCode,
      countryCode: row.countryCode,
    },
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    openingHours: {
      mon: [...row.openingHours.mon],
      tue: [...row.openingHours.tue],
      wed: [...row.openingHours.wed],
      thu: [...row.openingHours.thu],
      fri: [...row.openingHours.fri],
      sat: [...row.openingHours.sat],
      sun: [...row.openingHours.sun],
    },
  };
}
