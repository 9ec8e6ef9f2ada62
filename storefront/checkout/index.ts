/** The checkout's and the order confirmation's presentational components: props in, callbacks out, no fetching. */
export { CheckoutLayout, type CheckoutLayoutProps } from './CheckoutLayout';
export { CheckoutProgress, type CheckoutProgressProps } from './CheckoutProgress';
export { ShippingStep, type ShippingStepProps, type ShippingValues } from './ShippingStep';
export { BillingStep, type BillingStepProps, type BillingValues } from './BillingStep';
export { SummaryStep, type SummaryStepProps } from './SummaryStep';
export { CardFields, type CardDetails, type CardFieldsHandle, type CardFieldsProps, type CardToken, type TokenizeError } from './CardFields';
export { AddressFields, type AddressFieldsProps, type AddressSection } from './AddressFields';
export { AddressSummary } from './AddressSummary';
export { ThreeDSDialog, THREE_DS_MESSAGE, type ThreeDSDialogProps } from './ThreeDSDialog';
export { OrderConfirmation, type OrderConfirmationProps } from './OrderConfirmation';
export { OrderDetails, type OrderDetailsProps } from './OrderDetails';
export { OrderNotCompleted, type OrderNotCompletedProps } from './OrderNotCompleted';
export { OrderPaymentPending } from './OrderPaymentPending';
export { OrderTotals, type CheckoutTotals, type OrderTotalsProps } from './OrderTotals';
export { LineItems, type LineItem } from './LineItems';
export { checkoutMessage, isKnownCheckoutError } from './errors';
export { formFieldPath, type ParsedAddress, type SubmitProblem } from './address-form';
export type { ShippingMethod } from './delivery';
