import { useCallback, useEffect, useState } from 'react';

/** Fields whose cells are the grid's own (the selection checkboxes): they have their width already. */
const OWN_FIELDS = new Set(['__check__']);

/**
 * Each column's widest cell at its min-content width (its longest word, or a chip's, or a row of buttons, plus the
 * cell's padding), in CSS pixels by field. Cells are drawn at their column's width: for the measure each one is
 * given `width: min-content` for a moment and put back before the browser paints.
 */
export function measureContentWidths(root: HTMLElement): Record<string, number> {
  const cells = Array.from(root.querySelectorAll<HTMLElement>('.MuiDataGrid-cell[data-field]')).filter(
    (cell) => !OWN_FIELDS.has(cell.dataset.field ?? ''),
  );
  const saved = cells.map((cell) => cell.style.cssText);
  for (const cell of cells) {
    cell.style.setProperty('width', 'min-content', 'important');
    cell.style.setProperty('min-width', '0', 'important');
    cell.style.setProperty('max-width', 'none', 'important');
    // Not squeezed by the row: the cells' widths together may exceed it for the moment.
    cell.style.setProperty('flex', 'none', 'important');
  }
  const widths: Record<string, number> = {};
  for (const cell of cells) {
    const field = cell.dataset.field!;
    widths[field] = Math.max(widths[field] ?? 0, cell.getBoundingClientRect().width);
  }
  cells.forEach((cell, index) => {
    cell.style.cssText = saved[index]!;
  });
  return widths;
}

/**
 * The widths of the grid's cell contents (see measureContentWidths), measured again whenever its cells change (rows
 * come in, a web font arrives) and only ever growing while the columns stay the same: a column that widened for a
 * long word keeps its width, so the grid settles instead of see-sawing. Other columns (`columnsKey`: their fields
 * and titles, so another language) start over. Give `attach` as the ref of an element around the grid.
 */
export function useContentWidths(columnsKey: string): {
  attach: (element: HTMLElement | null) => void;
  widths: Readonly<Record<string, number>>;
} {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [measured, setMeasured] = useState<{ key: string; widths: Record<string, number> }>({
    key: columnsKey,
    widths: {},
  });
  const widths = measured.key === columnsKey ? measured.widths : NO_WIDTHS;
  const attach = useCallback((element: HTMLElement | null) => setRoot(element), []);

  useEffect(() => {
    if (!root || typeof MutationObserver === 'undefined') return;
    let frame: number | null = null;
    const measure = () => {
      frame = null;
      // Nothing is laid out (a hidden grid, or jsdom, which has no layout at all): nothing to measure.
      if (root.getBoundingClientRect().width === 0) return;
      const found = measureContentWidths(root);
      setMeasured((current) => {
        const known = current.key === columnsKey ? current.widths : NO_WIDTHS;
        const grown = Object.entries(found).filter(([field, width]) => width > (known[field] ?? 0) + 0.5);
        if (grown.length === 0 && current.key === columnsKey) return current;
        return { key: columnsKey, widths: { ...known, ...Object.fromEntries(grown) } };
      });
    };
    const schedule = () => {
      frame ??= requestAnimationFrame(measure);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    fonts?.addEventListener('loadingdone', schedule);
    schedule();
    return () => {
      observer.disconnect();
      fonts?.removeEventListener('loadingdone', schedule);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [root, columnsKey]);

  return { attach, widths };
}

const NO_WIDTHS: Readonly<Record<string, number>> = {};
