import { preloadThisPage } from './preload-this-page';

preloadThisPage();
