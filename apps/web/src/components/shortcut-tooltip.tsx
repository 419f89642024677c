import { lazy, Suspense, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcutKeyText, type TShortcutOptions } from '../lib/shortcuts/shortcut-registry';

// MUI's Tooltip (with its Popper) is fetched after the screen: the screens with shortcut buttons (the checkouts, the
// order pages) stay within their bundle budgets (scripts/bundle-budget.ts), and the button is drawn without it first.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * A button's tooltip naming its action and its keyboard shortcut ("Ticket (pay now) (T)"). The button itself carries
 * `aria-keyshortcuts` (ariaKeyShortcuts); the tooltip describes it rather than renaming it, so its name stays its
 * visible label.
 */
export function ShortcutTooltip({
  label,
  shortcut,
  options,
  children,
}: {
  label: string;
  shortcut: string;
  options?: Pick<TShortcutOptions, 'ctrl'>;
  children: ReactElement;
}) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={children}>
      <Tooltip title={t('shortcuts.withKey', { label, key: shortcutKeyText(shortcut, options) })} describeChild>
        {children}
      </Tooltip>
    </Suspense>
  );
}
