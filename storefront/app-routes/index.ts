// NB: the checkout's stylesheet belongs to the app routes' chunk: content pages never load it (the server links
// it into app route pages; a client-side navigation loads it with the chunk).
import '../styles/checkout.css';

export { AppRoutes } from './AppRoutes';
export { loadAppPage } from './pages';
