import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  registeredShortcuts,
  registerShortcut,
  subscribeToShortcuts,
  type TShortcut,
  type TShortcutOptions,
} from './shortcut-registry';

/**
 * A keyboard shortcut of the component while it is mounted (and `options.enabled` is not false): `key` runs
 * `handler` from anywhere on the page but a text field or an open modal (shortcut-registry.ts). The handler may
 * change on every render: the key calls the latest.
 */
export function useShortcut(
  key: string,
  label: string,
  handler: (event: KeyboardEvent) => void,
  options: TShortcutOptions = {},
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const { ctrl = false, inTextFields = false, enabled = true, listed = true } = options;
  useEffect(() => {
    if (!enabled) return undefined;
    return registerShortcut({
      key,
      label,
      handler: (event) => latest.current(event),
      options: { ctrl, inTextFields, listed },
    });
  }, [key, label, ctrl, inTextFields, enabled, listed]);
}

/** The shortcuts registered now, re-rendering when one comes or goes. */
export function useRegisteredShortcuts(): readonly TShortcut[] {
  return useSyncExternalStore(subscribeToShortcuts, registeredShortcuts, registeredShortcuts);
}
