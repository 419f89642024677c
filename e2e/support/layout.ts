import type { Page } from 'playwright-core';
import { networkIdle } from './browser';

/** The two windows every screen must fit: a 1366×768 laptop and a 375×812 phone. */
export const LAPTOP_WINDOW = { width: 1366, height: 768 } as const;
export const PHONE_WINDOW = { width: 375, height: 812 } as const;

export interface TLayoutCheck {
  /** The window's width in CSS pixels (a phone's page may grow past it, so it is not read from the page). */
  width: number;
  /**
   * On a phone, wide grids and tables may scroll sideways inside their own region (the page itself may not), as
   * long as each row's actions are in view without scrolling. On a laptop nothing scrolls sideways.
   */
  phone: boolean;
}

/** How long no request may be in flight for the network to count as quiet. */
const QUIET_MS = 120;

/** Waits until no request of the page (the live events stream aside) has been in flight for QUIET_MS. */
function networkQuiet(page: Page): Promise<void> {
  return networkIdle(page, QUIET_MS, 15_000);
}

/**
 * Waits until the screen has drawn its data: no request in flight, no spinner or progress bar (a list table loading), fonts
 * loaded, and no transition running (a late font or a growing dialog changes what is measured).
 */
export async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  await page.waitForFunction(
    () =>
      document.querySelector('.MuiCircularProgress-root, .MuiLinearProgress-root, .MuiSkeleton-root') === null &&
      document.fonts.status === 'loaded' &&
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    undefined,
    { timeout: 15_000 },
  );
  // Grids size their columns and rows after the first paint (a resize observer), one frame later.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Everything of the page that does not fit, as readable lines ("<what> "<text>" <content> > <box> px"):
 *
 * - the page wider than the window, with the outermost elements that stick out;
 * - content clipped or spilling out of its box: grid cells and column titles, table cells, chips, buttons, tabs,
 *   cards, papers and text (scrollWidth > clientWidth), and a column title with more lines than its header holds;
 * - on a laptop, a grid or a table region that scrolls sideways (its last columns are out of sight);
 * - on a phone, a grid's or a list table's row actions cell out of the window while it is scrolled to its start;
 * - texts of two cells of a CSS grid that overlap.
 */
export async function layoutProblems(page: Page, check: TLayoutCheck): Promise<string[]> {
  return page.evaluate(({ width, phone }) => {
    /** One pixel of slack: sub-pixel widths round differently in scrollWidth and clientWidth. */
    const SLACK = 1;
    const problems: string[] = [];
    const textOf = (element: Element): string => {
      const text = (element instanceof HTMLElement ? element.innerText : (element.textContent ?? ''))
        .replace(/\s+/g, ' ')
        .trim();
      return text.length > 70 ? `${text.slice(0, 70)}…` : text;
    };
    const nameOf = (element: Element): string => {
      const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
      const field = element.closest('[data-field]')?.getAttribute('data-field');
      const kind =
        Array.from(element.classList).find((name) => /^Mui[A-Za-z]+-(root|cell|columnHeaderTitle|label)$/.test(name)) ??
        element.tagName.toLowerCase();
      return [kind, field && `field=${field}`, testId && `in ${testId}`].filter(Boolean).join(' ');
    };
    const isShown = (element: Element): boolean => {
      if (!(element instanceof HTMLElement)) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      // Visually hidden text (1×1 px, clipped) is for screen readers only.
      if (style.clip !== 'auto' && style.clip !== '') return false;
      return element.getClientRects().length > 0 && element.clientWidth > 1;
    };

    // 1. The page itself: nothing may widen it past the window.
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width + SLACK) {
      const clipsSideways = (element: Element): boolean =>
        ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
      const stickingOut = Array.from(document.body.querySelectorAll('*')).filter((element) => {
        if (element.getBoundingClientRect().right <= width + SLACK) return false;
        // Only the outermost: inside a box that clips or scrolls sideways, an element cannot widen the page.
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (clipsSideways(parent) || parent.getBoundingClientRect().right > width + SLACK) return false;
        }
        return true;
      });
      problems.push(
        `the page is ${pageWidth - width} px wider than the window: ` +
          stickingOut
            .slice(0, 5)
            .map(
              (element) =>
                `${nameOf(element)} "${textOf(element)}" ends at ${Math.round(element.getBoundingClientRect().right)}`,
            )
            .join('; '),
      );
    }

    // 2. Content that does not fit its own box.
    const boxes = [
      '.MuiDataGrid-cell',
      '.MuiDataGrid-columnHeaderTitle',
      '.MuiDataGrid-columnHeaderTitleContainerContent',
      '.MuiTableCell-root',
      '.MuiChip-label',
      '.MuiButton-root',
      '.MuiTab-root',
      '.MuiCard-root',
      '.MuiPaper-root:not(.MuiAppBar-root):not(.MuiDrawer-paper)',
      '.MuiAlert-message',
      // Text: a word wider than its column spills over its neighbour (a policy under a price that took the row).
      '.MuiTypography-root',
    ].join(', ');
    for (const element of Array.from(document.querySelectorAll(boxes))) {
      if (!isShown(element)) continue;
      if (element.scrollWidth > element.clientWidth + SLACK) {
        problems.push(
          `${nameOf(element)} "${textOf(element)}" is clipped (${element.scrollWidth} > ${element.clientWidth} px)`,
        );
      }
    }

    // A field's label, or the value a select shows, ends in "…" when its field is too narrow for it. A fraction of a
    // pixel is enough for the "…", and scrollWidth rounds it away: the text itself is measured against the room.
    for (const element of Array.from(document.querySelectorAll('.MuiInputLabel-root, .MuiSelect-select'))) {
      if (!isShown(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect().width;
      const style = getComputedStyle(element);
      // Both widths as drawn (a label above its field is scaled down), the room without the padding.
      const scale = element.getBoundingClientRect().width / (element as HTMLElement).offsetWidth || 1;
      const room =
        element.getBoundingClientRect().width -
        (parseFloat(style.paddingLeft) + parseFloat(style.paddingRight)) * scale;
      if (text > room + 0.5) {
        problems.push(
          `${nameOf(element)} "${textOf(element)}" is clipped (${text.toFixed(1)} > ${room.toFixed(1)} px)`,
        );
      }
    }

    // A placeholder wider than its input is cut at the input's end (the browser draws no "…"). MUI hides a
    // placeholder while the field's label sits inside the field (opacity 0): only one that shows counts.
    const measureContext = document.createElement('canvas').getContext('2d')!;
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder]'))) {
      if (!isShown(input) || input.value !== '' || input.placeholder.trim() === '') continue;
      const placeholderStyle = getComputedStyle(input, '::placeholder');
      if (placeholderStyle.opacity === '0' || placeholderStyle.visibility === 'hidden') continue;
      const style = getComputedStyle(input);
      measureContext.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needed = measureContext.measureText(input.placeholder).width;
      if (needed > room + SLACK) {
        problems.push(
          `${nameOf(input)} placeholder "${input.placeholder}" is clipped (${Math.ceil(needed)} > ${Math.floor(room)} px)`,
        );
      }
    }

    // A word broken inside: text of a grid or table cell or of a chip wraps between words, never in the middle of
    // one (a column too narrow for "Ադմինիստրատոր" shows "Ադմինիստր" over "ատոր"). Words end at spaces (not at a
    // no-break space: "5,000.00 ֏" is one), at a soft hyphen, and after a hyphen, a dash or a slash. A word is
    // broken when its first and last characters lie on different lines.
    const wordEnds = (text: string): [number, number][] => {
      const words: [number, number][] = [];
      let start = -1;
      for (let index = 0; index <= text.length; index += 1) {
        const character = text[index] ?? ' ';
        // A space or an invisible break opportunity (zero-width space, soft hyphen) ends a word and is no part of it.
        if (/[ \t\n\r\f\u200b\u00ad]/.test(character)) {
          if (start >= 0) words.push([start, index]);
          start = -1;
        } else {
          if (start < 0) start = index;
          if (/[-‐–—/]/.test(character)) {
            words.push([start, index + 1]);
            start = -1;
          }
        }
      }
      return words;
    };
    const WORD_BOXES = '.MuiDataGrid-cell, .MuiTableCell-root, .MuiChip-label';
    const brokenWordOf = (element: Element): string | null => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      /**
       * The top of the line a character of the text is drawn on (null: not drawn). Its last box: the character after a
       * soft hyphen where the line broke also answers the box of the "-" drawn at the end of the line before.
       */
      const lineOf = (node: Node, offset: number): number | null => {
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        const rect = Array.from(range.getClientRects())
          .filter((box) => box.width > 0)
          .at(-1);
        return rect ? rect.top : null;
      };
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text of a chip inside a cell is the chip's to report.
        if (node.parentElement?.closest(WORD_BOXES) !== element) continue;
        const text = node.textContent ?? '';
        for (const [start, end] of wordEnds(text)) {
          if (end - start < 2) continue;
          // Broken: its first and its last character are on different lines.
          const first = lineOf(node, start);
          const last = lineOf(node, end - 1);
          if (first !== null && last !== null && Math.abs(first - last) > SLACK + 1) return text.slice(start, end);
        }
      }
      return null;
    };
    for (const element of Array.from(document.querySelectorAll(WORD_BOXES))) {
      if (!isShown(element)) continue;
      const word = brokenWordOf(element);
      if (word) problems.push(`${nameOf(element)} "${textOf(element)}" breaks the word "${word}"`);
    }

    // A column title wraps: it may not need more lines than its header is tall.
    for (const title of Array.from(document.querySelectorAll('.MuiDataGrid-columnHeaderTitleContainer'))) {
      if (isShown(title) && title.scrollHeight > title.clientHeight + SLACK) {
        problems.push(
          `${nameOf(title)} "${textOf(title)}" is cut at the bottom (${title.scrollHeight} > ${title.clientHeight} px)`,
        );
      }
    }

    // 3. Regions that scroll sideways: only a phone may, and there a grid row's actions must stay in view.
    const scrollers = document.querySelectorAll(
      '.MuiDataGrid-virtualScroller, [role="region"], .MuiTableContainer-root',
    );
    for (const scroller of Array.from(scrollers)) {
      if (!isShown(scroller) || scroller.scrollWidth <= scroller.clientWidth + SLACK) continue;
      if (!phone) {
        const name = scroller.closest('[data-testid]')?.getAttribute('data-testid') ?? nameOf(scroller);
        problems.push(
          `${name} scrolls sideways: ${scroller.scrollWidth - scroller.clientWidth} px of its columns are out of sight`,
        );
      }
    }
    if (phone) {
      // The DataGrid's cells (the reference lists) and the list tables' (components/list/server-table.tsx).
      const actionCells = document.querySelectorAll(
        '.MuiDataGrid-cell[data-field$="actions"], .MuiTableCell-root[data-field$="actions"]',
      );
      for (const cell of Array.from(actionCells)) {
        if (!isShown(cell) || cell.querySelector('button, a') === null) continue;
        const scroller = cell.closest('.MuiDataGrid-virtualScroller, .MuiTableContainer-root');
        const left = scroller
          ? cell.getBoundingClientRect().left - scroller.getBoundingClientRect().left + scroller.scrollLeft
          : 0;
        const visibleRight = scroller ? Math.min(scroller.getBoundingClientRect().right, width) : width;
        const rightAtStart = (scroller?.getBoundingClientRect().left ?? 0) + left + cell.clientWidth;
        if (rightAtStart > visibleRight + SLACK) {
          problems.push(`the actions of row "${textOf(cell.closest('.MuiDataGrid-row, tr') ?? cell)}" are out of view`);
        }
      }
    }
    // 4. Cells of a CSS grid whose texts overlap: a cell's content spilling into its neighbour (a price wider than
    // its column, pushed over the text beside it) is not clipped anywhere, so step 2 does not see it. Only text that
    // shows counts: not text hidden, transparent or for screen readers only, and each line only as far as the boxes
    // around it that clip (an ellipsis) let it show.
    const clipsContent = (style: CSSStyleDeclaration) =>
      [style.overflowX, style.overflowY].some((overflow) => overflow !== 'visible');
    const visibleTextBox = (cell: Element): DOMRect | null => {
      let box: { left: number; top: number; right: number; bottom: number } | null = null;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        let visible = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
        let hidden = false;
        for (let element = node.parentElement; element && !hidden; element = element.parentElement) {
          const style = getComputedStyle(element);
          hidden =
            style.display === 'none' ||
            style.visibility === 'hidden' ||
            style.opacity === '0' ||
            (style.clip !== 'auto' && style.clip !== '') ||
            element.tagName === 'SELECT' ||
            element.tagName === 'OPTION';
          if (!hidden && clipsContent(style)) {
            const frame = element.getBoundingClientRect();
            visible = {
              left: Math.max(visible.left, frame.left),
              top: Math.max(visible.top, frame.top),
              right: Math.min(visible.right, frame.right),
              bottom: Math.min(visible.bottom, frame.bottom),
            };
          }
        }
        if (hidden) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          const left = Math.max(rect.left, visible.left);
          const right = Math.min(rect.right, visible.right);
          const top = Math.max(rect.top, visible.top);
          const bottom = Math.min(rect.bottom, visible.bottom);
          if (right - left <= 1 || bottom - top <= 1) continue;
          box = box
            ? {
                left: Math.min(box.left, left),
                top: Math.min(box.top, top),
                right: Math.max(box.right, right),
                bottom: Math.max(box.bottom, bottom),
              }
            : { left, top, right, bottom };
        }
      }
      return box && new DOMRect(box.left, box.top, box.right - box.left, box.bottom - box.top);
    };
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > SLACK &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > SLACK;
    for (const grid of Array.from(document.body.querySelectorAll('*'))) {
      if (!isShown(grid) || getComputedStyle(grid).display !== 'grid') continue;
      const cells = Array.from(grid.children)
        .filter(isShown)
        .map((cell) => ({ cell, box: visibleTextBox(cell) }));
      for (const [index, first] of cells.entries()) {
        for (const second of cells.slice(index + 1)) {
          if (first.box && second.box && overlap(first.box, second.box)) {
            problems.push(`${nameOf(first.cell)} "${textOf(first.cell)}" overlaps "${textOf(second.cell)}"`);
          }
        }
      }
    }
    return [...new Set(problems)];
  }, check);
}
