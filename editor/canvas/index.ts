export { Canvas, VIEWPORT_WIDTHS } from './Canvas';
export type { CanvasProps } from './Canvas';
export { ViewportSwitcher } from './ViewportSwitcher';
export { PreviewAtControl, instantOf } from './PreviewAtControl';
export type { PreviewAtControlProps } from './PreviewAtControl';
export { localeOf, previewUrl, storefrontPath } from './preview-url';
export { useCanvasBridge } from './use-canvas-bridge';
export type { CanvasBridgeOptions } from './use-canvas-bridge';
