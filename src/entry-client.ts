import './styles/global.css';
import { afterPageLoaded } from './render/after-first-paint';
import { submitOnce } from './forms/submit-once';
import { preloadSectionCode } from './render/section-code';
import { nextTask } from './render/next-task';
import { loadInitialData } from './render/initial-data';
import { loadSiteStylesheet } from './render/site-stylesheet';

submitOnce();

const start = () => {
  // The page's data first: two small files, in while the code below is fetched and evaluated.
  // (Its failure is the app's start's to report.)
  loadInitialData().catch(() => undefined);
  // Each request is sent in a task of its own (sending one costs a phone-speed CPU 10 ms or
  // more): the whole stylesheet next, which the app waits for (the page carries only the styles
  // it shows); then the app's code and the first sections', fetched unevaluated (the page names
  // them); then React is evaluated in a task of its own and the app in the next: evaluated
  // together they held a phone-speed main thread for 60–80 ms at a time.
  let styles: Promise<unknown>;
  nextTask()
    .then(() => void (styles = loadSiteStylesheet()))
    .then(nextTask)
    .then(() => preloadSectionCode())
    .then(() => import('react-dom/client'))
    .then(nextTask)
    .then(() => styles)
    .then(() => import('./hydrate'))
    .then(({ startApp }) => startApp())
    .catch((error: unknown) =>
      console.error('The app could not be loaded; the page stays as served.', error),
    );
};

// A prerendered page is complete without script: the app is fetched and started once it is on
// screen and loaded. The dev server sends an empty page, which only the app can fill: it starts
// at once.
const root = document.getElementById('root');
if (root?.hasChildNodes()) afterPageLoaded(start);
else start();
