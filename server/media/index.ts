export { mediaRoutes, mediaTypes, loadMediaFiles, defaultMediaDir } from './media-routes';
