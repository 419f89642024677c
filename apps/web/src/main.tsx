// Only the subsets and weights the app draws with (no Devanagari, Latin Extended or italics). Each face carries its
// unicode-range, so a browser downloads a file only when the page has characters in its range; font-display: swap.
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/noto-sans-armenian/armenian-400.css';
import '@fontsource/noto-sans-armenian/armenian-500.css';
import '@fontsource/noto-sans-armenian/armenian-600.css';
import '@fontsource/noto-sans/cyrillic-400.css';
import '@fontsource/noto-sans/cyrillic-500.css';
import '@fontsource/noto-sans/cyrillic-600.css';
import './splash.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadLoggedInApp } from './app/router/preload-app';
import { i18nReady } from './lib/i18n';
import { readSession } from './lib/storage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** A screen that has not loaded by then is drawn with its spinner. */
const FIRST_RENDER_WAIT_MS = 3_000;

// The reader's language arrives as a chunk of its own: the first render waits for it, so it is already translated.
// A returning user's shell and screen download meanwhile, and the first render waits for them too: drawn before them,
// the page shows a spinner first, and React holds the screen back for a moment after a spinner (up to 300 ms).
const appCode = readSession() ? preloadLoggedInApp(window.location.pathname) : undefined;
const appCodeOrTimeout = Promise.race([
  appCode,
  new Promise((resolve) => window.setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
]);
void Promise.all([i18nReady, appCodeOrTimeout]).then(() => {
  const root = createRoot(container);
  // As a transition, the first render of the shell and the screen (a few hundred ms of work on a slow phone) yields
  // to the browser every few milliseconds instead of blocking it in one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
