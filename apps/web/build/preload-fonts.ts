import type { Plugin } from 'vite';

/**
 * Fonts the first screen draws with, preloaded from index.html so that their download starts with the page instead
 * of after the stylesheet: Poppins (Latin, every language's digits and the app's name) and Noto Sans Armenian (the
 * default language), both at the body weight.
 */
const FIRST_SCREEN_FONTS = [
  /\/poppins-latin-400-normal-[^/]*\.woff2$/,
  /\/noto-sans-armenian-armenian-400-normal-[^/]*\.woff2$/,
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
