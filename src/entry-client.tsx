import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/global.css';
import { App } from './render/App';
import { INITIAL_DATA_ID, clearRoutes, primeRoute, type InitialData } from './render/page-data';

const dataElement = document.getElementById(INITIAL_DATA_ID);
if (!dataElement?.textContent)
  throw new Error(`The page has no #${INITIAL_DATA_ID} data: it was not prerendered.`);
const initial = JSON.parse(dataElement.textContent) as InitialData;
primeRoute(window.location.pathname, initial.route);
const container = document.getElementById('root')!;

const app = (
  <StrictMode>
    <BrowserRouter>
      <App initial={initial} />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered HTML is hydrated; the dev server sends an empty root and renders on the client.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);

if (import.meta.hot) {
  // site.json changed and is still valid: drop cached routes and show the new content.
  import.meta.hot.on('site:update', () => {
    clearRoutes();
    window.location.reload();
  });
}
