import { accountContract } from './account';
import { addressesContract } from './addresses';
import { adminContract } from './admin';
import { cardsContract } from './cards';
import { commerceContract } from './commerce';
import { contentOperations } from './content';
import { eventsContract } from './events';
import type { Operation, OperationKey } from './operation';
import { purchasesContract } from './purchases';
import { socialContract } from './social';
import { storesContract } from './stores';
import { subscriptionsContract } from './subscriptions';
import { supportContract } from './support';
import { systemContract } from './system';
import { wishlistsContract } from './wishlists';

/**
 * Every JSON call of Tessera's API, by method and path as the server registers it: what it takes and answers. The
 * server registers these routes from it (so the OpenAPI document comes from the same source), and the typed client
 * (`tessera/client`) derives each call's input and answer from it. Pages, pictures and other non-JSON routes are
 * outside it.
 */
export const contract = {
  ...systemContract,
  ...contentOperations('publish'),
  ...contentOperations('preview'),
  ...commerceContract,
  ...wishlistsContract,
  ...accountContract,
  ...supportContract,
  ...storesContract,
  ...addressesContract,
  ...eventsContract,
  ...cardsContract,
  ...subscriptionsContract,
  ...purchasesContract,
  ...socialContract,
  ...adminContract,
} as const satisfies Readonly<Record<OperationKey, Operation>>;
