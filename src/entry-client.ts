import './styles/global.css';
import { afterFirstPaint } from './render/after-first-paint';
import { submitOnce } from './forms/submit-once';

submitOnce();

const start = () => {
  import('./hydrate').then(
    ({ startApp }) => startApp(),
    (error: unknown) =>
      console.error('The app could not be loaded; the page stays as served.', error),
  );
};

// A prerendered page is complete without script: the app is fetched and started once it is on
// screen. The dev server sends an empty page, which only the app can fill: it starts at once.
if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(start);
else start();
