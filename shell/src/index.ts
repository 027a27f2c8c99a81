import { preloadPageAt } from './app/page-loaders';

// The async boundary: shared singletons are negotiated before any of them is imported.
import('./bootstrap');
// At /login (or another shell page), that page's chunk loads alongside the start-up code.
preloadPageAt(window.location.pathname);
