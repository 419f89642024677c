import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff';

/**
 * The PDFs' fonts: Noto Sans for Latin and Cyrillic and Noto Sans Armenian, regular and bold, embedded from the
 * fontsource packages. Their .woff files, never the .woff2 ones: pdfkit cannot read WOFF2 (it writes a corrupt PDF).
 * Each subset carries one script only (Noto Sans Armenian has no Cyrillic), so text is drawn in runs per script
 * (`pdf-text.ts`).
 */

export const SCRIPTS = ['latin', 'cyrillic', 'armenian'] as const;
export type TScript = (typeof SCRIPTS)[number];
export type TWeight = 'regular' | 'bold';

const require = createRequire(import.meta.url);

const FILES: Record<TScript, string> = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-{weight}-normal.woff',
  cyrillic: '@fontsource/noto-sans/files/noto-sans-cyrillic-{weight}-normal.woff',
  armenian: '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-{weight}-normal.woff',
};

const WEIGHTS: Record<TWeight, string> = { regular: '400', bold: '700' };

/** The name a font is registered under in every document. */
export function fontName(script: TScript, weight: TWeight): string {
  return `${script}-${weight}`;
}

let loaded: ReadonlyMap<string, Buffer> | undefined;

/** The fonts' bytes, read and unwrapped from WOFF once per process (`woffToSfnt`: about 300 KB together). */
export function fontFiles(): ReadonlyMap<string, Buffer> {
  if (!loaded) {
    const files = new Map<string, Buffer>();
    for (const script of SCRIPTS) {
      for (const weight of Object.keys(WEIGHTS) as TWeight[]) {
        files.set(
          fontName(script, weight),
          woffToSfnt(readFileSync(require.resolve(FILES[script].replace('{weight}', WEIGHTS[weight])))),
        );
      }
    }
    loaded = files;
  }
  return loaded;
}
