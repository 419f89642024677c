import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { LANGUAGES } from '@frs/contract';
import { i18n, loadFeatureTexts, loadLanguage } from '../lib/i18n';
import { FEATURES } from '../lib/i18n/feature-texts';
import { loadAuthenticatedApp } from '../app/router/authenticated-app-loader';
import { PRIVATE_PAGE_LOADERS, PUBLIC_PAGE_LOADERS } from '../app/router/page-loaders';
import { datePicker } from '../components/form/date-field';
import { dateTimePicker } from '../components/form/date-time-field';

/**
 * jsdom has no matchMedia. MUI's useMediaQuery needs it; this one answers min-/max-width queries against
 * window.innerWidth (1024 by default: the wide layout), so a test can resize the window to get the phone layout.
 */
function matches(query: string): boolean {
  const width = window.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (
    query: string,
  ): Pick<
    MediaQueryList,
    'matches' | 'media' | 'onchange' | 'addEventListener' | 'removeEventListener' | 'dispatchEvent'
  > => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// The app downloads a language's texts when it is chosen, and a feature's texts with its screens; tests switch
// languages directly and render parts of screens, so all are loaded (feature-texts.test.ts checks that each screen
// downloads the bundles it uses).
await loadFeatureTexts(FEATURES);
await Promise.all(LANGUAGES.map((language) => loadLanguage(language)));

// Every screen's module and the logged-in shell, imported before the file's tests (once per worker: the files of a
// worker share one module graph). The app imports screens in the background (the login's preload, a route's lazy
// page); an import still running when a test file ends fails ("after the environment was torn down") and leaves the
// module broken for the worker's next files, whose screens then never load.
await Promise.all(
  [loadAuthenticatedApp, ...Object.values(PUBLIC_PAGE_LOADERS), ...Object.values(PRIVATE_PAGE_LOADERS)].map((load) =>
    load(),
  ),
);

// The date pickers too, which the app imports on a date field's first use: screens render them at once, as a user
// who has used a date field sees them (date-field.test.tsx drives the field before its picker with a loader of its
// own).
await Promise.all([datePicker.preload(), dateTimePicker.preload()]);

// A lazily loaded screen with a DataGrid takes over a second to import the first time on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  // Each render mounts its own emotion cache, whose <style> tags outlive the unmount. Left in place they pile up
  // over a file's tests and every style lookup in jsdom gets slower (a route matrix slowed from 1 s to 9 s a test).
  for (const style of document.head.querySelectorAll('style[data-emotion]')) style.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('hy');
  localStorage.clear();
  sessionStorage.clear();
  window.innerWidth = 1024;
});
