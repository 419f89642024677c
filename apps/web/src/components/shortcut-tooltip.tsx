import Box from '@mui/material/Box';
import { cloneElement, useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ariaKeyShortcuts, shortcutKeyText, type TShortcutOptions } from '../lib/shortcuts/shortcut-registry';

/**
 * A button's tooltip naming its action and its keyboard shortcut ("Ticket (pay now) (T)"), shown while the pointer
 * is over the button or the keyboard focus is on it. Drawn with CSS alone rather than MUI's Tooltip: that one brings
 * Popper into the search, checkout and order screens, several KB each, for a line of text above a button. It gives
 * the button its `aria-keyshortcuts` and describes it (aria-describedby), so the button's name stays its visible label.
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
  children: ReactElement<{ 'aria-describedby'?: string; 'aria-keyshortcuts'?: string }>;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box
      component="span"
      sx={{
        position: 'relative',
        display: 'inline-flex',
        '&:hover > [role="tooltip"], &:focus-within > [role="tooltip"]': {
          opacity: 1,
          visibility: 'visible',
          transitionDelay: '400ms',
        },
      }}
    >
      {cloneElement(children, {
        'aria-describedby': id,
        'aria-keyshortcuts': ariaKeyShortcuts(shortcut, options),
      })}
      <Box
        component="span"
        role="tooltip"
        id={id}
        sx={{
          position: 'absolute',
          bottom: 'calc(100% + 6px)',
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: 'tooltip',
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
          typography: 'caption',
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
          opacity: 0,
          visibility: 'hidden',
          transition: 'opacity 150ms, visibility 150ms',
        }}
      >
        {t('shortcuts.withKey', { label, key: shortcutKeyText(shortcut, options) })}
      </Box>
    </Box>
  );
}
