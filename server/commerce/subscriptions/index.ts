export { subscriptionRoutes } from './routes';
export { createSubscriptions, type SubscriptionService, type SubscriberConsumer } from './service';
export { SUBSCRIPTION_LINKS_EXPIRY_EVERY_MS, SUBSCRIPTION_LINKS_EXPIRY_JOB, subscriptionLinksExpiryJob } from './links-expiry';
export { CONFIRM_LINK_MS } from './confirm-mail';
