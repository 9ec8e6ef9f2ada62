/** Every table of Tessera's database. drizzle-kit reads this file to generate migrations. */
export * from './content-documents';
export * from './social-gallery';
export * from './product-summaries';
export * from './catalog';
export * from './auth';
export * from './cart';
export * from './favorites';
export * from './orders';
export * from './providers';
export * from './editors';
export * from './jobs';
export * from './consumers';
export * from './support';
export * from './consumer-addresses';
export * from './event-registrations';
export * from './consumer-cards';
export * from './subscriptions';
