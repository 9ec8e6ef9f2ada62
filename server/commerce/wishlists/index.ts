export { wishlistRoutes } from './routes';
export { createFavoritesService, sharedListPath, type FavoritesService } from './favorites-service';
export { createSaveForLater, mergeSavedForLater, type SaveForLaterService } from './save-for-later';
