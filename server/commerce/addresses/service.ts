import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { MAX_SAVED_ADDRESSES, type savedAddressInputSchema } from '../../../schemas';
import { dialCodes } from '../../../schemas/constants';
import type { Database } from '../../db/index';
import { savedAddressOf } from './answer';
import { addressErrors } from './errors';
import { addressesRepository, type AddressFields } from './repository';

type AddressInput = z.output<typeof savedAddressInputSchema>;

/** The columns an address's input writes (its phone already in international form by the schema). */
const fieldsOf = (input: AddressInput): AddressFields => ({
  approachType: input.approachType,
  firstName: input.firstName,
  lastName: input.lastName,
  addressLine1: input.addressLine1,
  addressLine2: input.addressLine2,
  city: input.city,
  province: input.province,
  postalCode: input.postalCode,
  countryCode: input.country,
  phone: input.phone,
  phoneCode: `+${dialCodes[input.country]}`,
  email: input.email ?? null,
  newsletterConsent: input.subscriptions?.newsletterConsent ?? false,
});

/**
 * A signed-in consumer's saved addresses (spec 000 §4 "Addresses"): the first of a kind becomes main, marking one
 * main clears the other's flag, deleting the main one makes the oldest left of its kind main. Each change runs in
 * one transaction holding the consumer's row, so concurrent changes leave exactly one main per kind.
 */
export function createAddresses(db: Database, options: { max?: number } = {}) {
  const addresses = addressesRepository(db);
  const max = options.max ?? MAX_SAVED_ADDRESSES;
  return {
    listOf: async (consumerId: string) => (await addresses.listOf(consumerId)).map(savedAddressOf),

    async create(consumerId: string, input: AddressInput): Promise<{ addressId: string }> {
      return db.transaction(async (tx) => {
        await addresses.lockConsumer(tx, consumerId);
        if ((await addresses.countOf(tx, consumerId)) >= max) throw addressErrors.full(max);
        const hasMain = await addresses.hasMain(tx, consumerId, input.approachType);
        if (hasMain && input.main === true) await addresses.clearMain(tx, consumerId, input.approachType);
        const row = await addresses.insert(tx, {
          id: `a-${randomUUID()}`,
          consumerId,
          ...fieldsOf(input),
          isMain: !hasMain || input.main === true,
        });
        return { addressId: row.id };
      });
    },

    /**
     * Replaces an address's fields. `main: true` makes it main; `main: false` never leaves its kind without one (the
     * main flag moves only by marking another main, or by deleting). An address moved to the other kind is main
     * there when that kind had none; its old kind's oldest becomes main if it was.
     */
    async update(consumerId: string, id: string, input: AddressInput) {
      return db.transaction(async (tx) => {
        await addresses.lockConsumer(tx, consumerId);
        const row = await addresses.byId(tx, consumerId, id);
        if (!row) throw addressErrors.notFound(id);
        const moved = row.approachType !== input.approachType;
        let isMain = row.isMain && !moved;
        if (input.main === true) {
          await addresses.clearMain(tx, consumerId, input.approachType);
          isMain = true;
        } else if (moved) {
          isMain = !(await addresses.hasMain(tx, consumerId, input.approachType, id));
        }
        const changed = await addresses.update(tx, id, { ...fieldsOf(input), isMain });
        if (moved && row.isMain) await addresses.promoteOldest(tx, consumerId, row.approachType);
        return { address: savedAddressOf(changed) };
      });
    },

    async remove(consumerId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await addresses.lockConsumer(tx, consumerId);
        const row = await addresses.byId(tx, consumerId, id);
        if (!row) throw addressErrors.notFound(id);
        await addresses.remove(tx, id);
        if (row.isMain) await addresses.promoteOldest(tx, consumerId, row.approachType);
      });
    },
  };
}

export type AddressService = ReturnType<typeof createAddresses>;
