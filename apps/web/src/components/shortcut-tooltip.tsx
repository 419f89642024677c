import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcutKeyText, type TShortcutOptions } from '../lib/shortcuts/shortcut-registry';

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
    <Tooltip title={t('shortcuts.withKey', { label, key: shortcutKeyText(shortcut, options) })} describeChild>
      {children}
    </Tooltip>
  );
}
