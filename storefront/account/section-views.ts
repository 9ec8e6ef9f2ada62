import type { ComponentType } from 'react';
import type { ConsumerProfile } from '../../schemas';
import type { Navigate } from '../page/route-module';
import { AddressesSection } from './AddressesSection';
import { PaymentMethodsSection } from './cards/PaymentMethodsSection';
import { OrdersSection } from './orders/OrdersSection';
import type { AccountSectionId } from './sections';
import { SubscriptionsSection } from './subscriptions/SubscriptionsSection';
import { WarrantySection } from './warranty/WarrantySection';

/** What a section of the account is given, inside the shell that greets the shopper and lists the sections. */
export interface AccountSectionProps {
  readonly profile: ConsumerProfile;
  readonly locale: string;
  /** The site's root (`/en-us`, `/pre/en-us`), for links. */
  readonly root: string;
  /** The item the path names below the section (an order number), if any. */
  readonly item?: string | undefined;
  readonly navigate?: Navigate | undefined;
  /** Says something in the shell's status line (saved, removed), already translated. */
  readonly announce: (words: string) => void;
}

/**
 * The view of every section but the overview (which is the profile and password forms, with the shell around them).
 * A section listed in `accountSections` and missing here (the overview) renders the overview.
 */
export const sectionViews: Partial<Record<AccountSectionId, ComponentType<AccountSectionProps>>> = {
  addresses: AddressesSection,
  cards: PaymentMethodsSection,
  warranty: WarrantySection,
  orders: OrdersSection,
  subscriptions: SubscriptionsSection,
};
