import type { Plugin } from 'vite';

/**
 * Fonts the first screen draws with, preloaded from index.html so that their download starts with the page instead
 * of after the stylesheet: Poppins (Latin, every language's digits and the app's name) and Noto Sans Armenian (the
 * default language), at the body weight and the two the titles, tabs, chips and buttons use (about 8 KB each). A
 * weight fetched only once the first render asks for it arrives after that render, and its text is laid out again:
 * a table's titles and rows wrapped differently and moved (Lighthouse's CLS on /reservations/hotel desktop: 0.20).
 */
const FIRST_SCREEN_FONTS = [
  ...[400, 500, 600].flatMap((weight) => [
    new RegExp(`/poppins-latin-${weight}-normal-[^/]*\\.woff2$`),
    new RegExp(`/noto-sans-armenian-armenian-${weight}-normal-[^/]*\\.woff2$`),
  ]),
  // Lists show names as they were typed, often in Cyrillic (the demo's hotel guests): the rows' weight.
  /\/noto-sans-cyrillic-400-normal-[^/]*\.woff2$/,
];

export function preloadFonts(): Plugin {
  return {
    name: 'frs-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).map((file) => `/${file}`);
        return FIRST_SCREEN_FONTS.map((pattern) => {
          const href = files.find((file) => pattern.test(file));
          if (!href) throw new Error(`preload-fonts: no built font matches ${pattern}: update build/preload-fonts.ts`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: '' },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
