/**
 * Whether a screen that has just opened may put the caret into its first field (issue 31: an agent starts typing at
 * once). Only when nothing has the focus (after the login, a reload, a button that took the user here and is gone),
 * and only on a screen with a keyboard: whoever came by a link, a tab or the keyboard keeps their focus, and a touch
 * screen does not pop its keyboard up unasked.
 */
export function mayTakeInitialFocus(): boolean {
  const focused = document.activeElement;
  if (focused && focused !== document.body) return false;
  // A mouse or a touchpad as the main pointer: a laptop or a desktop, which has a keyboard.
  return typeof window.matchMedia !== 'function' || window.matchMedia('(pointer: fine)').matches;
}
