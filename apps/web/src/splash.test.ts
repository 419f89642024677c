import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_NAME } from '@frs/contract';
import { describe, expect, it } from 'vitest';

/** The page the browser gets (the build copies it, adding the entry's script and stylesheet). */
const INDEX_HTML = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'index.html'), 'utf8');

function parsedPage(): Document {
  return new DOMParser().parseFromString(INDEX_HTML, 'text/html');
}

describe('the page shown before the app has loaded', () => {
  it('is inside #root, which the first render replaces, so it never stays beside the app', () => {
    const root = parsedPage().getElementById('root');
    expect(root?.querySelector('.app-splash')).not.toBeNull();
    expect(parsedPage().querySelectorAll('.app-splash')).toHaveLength(1);
  });

  it('shows only words that are the same in every language: the product name', () => {
    const splash = parsedPage().querySelector('.app-splash');
    expect(splash?.textContent?.replace(/\s+/g, ' ').trim()).toBe(APP_NAME);
    expect(splash?.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('has no inline script or style, which the page policy would refuse', () => {
    const page = parsedPage();
    expect(page.querySelectorAll('[style]')).toHaveLength(0);
    expect([...page.querySelectorAll('script')].filter((script) => !script.src)).toHaveLength(0);
  });
});
