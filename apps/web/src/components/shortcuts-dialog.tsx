import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcutKeyText } from '../lib/shortcuts/shortcut-registry';
import { useRegisteredShortcuts, useShortcut } from '../lib/shortcuts/use-shortcut';

function Key({ children }: { children: ReactNode }) {
  return (
    <Box
      component="kbd"
      sx={{
        px: 0.75,
        py: 0.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: 0.5,
        fontFamily: 'monospace',
        fontSize: '0.875rem',
        whiteSpace: 'nowrap',
        bgcolor: 'action.hover',
      }}
    >
      {children}
    </Box>
  );
}

function ShortcutTable({ caption, rows }: { caption: string; rows: readonly { keys: ReactNode; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <Table size="small" sx={{ '& caption': { captionSide: 'top', px: 0, pb: 0.5 } }}>
      <caption>
        <Typography component="span" variant="subtitle2">
          {caption}
        </Typography>
      </caption>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '35%' }}>{t('shortcuts.key')}</TableCell>
          <TableCell>{t('shortcuts.action')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            <TableCell>{row.keys}</TableCell>
            <TableCell>{row.label}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * "Keyboard shortcuts": `?` outside a text field lists the current screen's shortcuts (those registered through
 * useShortcut, lib/shortcuts) and the global ones, which are static texts: the command line (Ctrl+K or /) and this
 * list. Mounted once in the logged-in app.
 */
export function ShortcutsDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  useShortcut('?', t('shortcuts.showList'), () => setOpen(true), { listed: false });
  const registered = useRegisteredShortcuts();
  const screen = registered
    .filter((shortcut) => shortcut.options.listed !== false)
    .map((shortcut) => ({ keys: <Key>{shortcutKeyText(shortcut.key, shortcut.options)}</Key>, label: shortcut.label }));
  const global = [
    {
      keys: (
        <>
          <Key>Ctrl+K</Key> {t('shortcuts.or')} <Key>/</Key>
        </>
      ),
      label: t('shortcuts.commandLine'),
    },
    { keys: <Key>?</Key>, label: t('shortcuts.showList') },
  ];
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} data-testid="shortcuts-dialog">
      <DialogTitle id={titleId}>{t('shortcuts.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {screen.length > 0 ? (
          <ShortcutTable caption={t('shortcuts.thisScreen')} rows={screen} />
        ) : (
          <Fragment>
            <Typography variant="subtitle2">{t('shortcuts.thisScreen')}</Typography>
            <Typography variant="body2" color="text.secondary" data-testid="shortcuts-none">
              {t('shortcuts.none')}
            </Typography>
          </Fragment>
        )}
        <ShortcutTable caption={t('shortcuts.everywhere')} rows={global} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)} autoFocus data-testid="shortcuts-dialog-close">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
