export { installMetrics } from './app-metrics';
export type { AppMetrics, MetricsOptions } from './app-metrics';
export type { MetricsAccess } from './metrics-route';
export type { RenderObserver } from './render-metrics';
export type { CommerceMetrics } from './commerce-metrics';
