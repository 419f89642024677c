import type { KeyboardEvent } from 'react';

/**
 * A search form's `onKeyDown`: Enter sends the form from any of its fields, including those a browser does not send
 * from (the date fields' sections, which are not inputs), unless the key is someone else's: a button's, an open
 * autocomplete's (which picks its highlighted option and prevents the default) or a composition's.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const target = event.target;
  if (!(target instanceof Element)) return;
  if (target.closest('button, a[href], textarea, [role="button"], [role="tab"], [role="option"], [role="listbox"]'))
    return;
  if (target.getAttribute('aria-expanded') === 'true') return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}
