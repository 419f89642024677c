import { todayIsoDate } from '@frs/contract';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../lib/i18n';
import { useInvalidateAfterOrderChange } from '../../lib/shared-orders-api';
import type { TAnswerLine, TTranslate } from './answer';
import { readCommandState, storeCommandState, type TCommandState } from './command-storage';
import { runEntry } from './run-command';
import { suggestionsFor, type TSuggestion } from './suggestions';

const TONE_COLOR: Record<TAnswerLine['tone'], string> = {
  entry: 'text.primary',
  plain: 'text.primary',
  ok: 'success.dark',
  error: 'error.main',
  ask: 'warning.dark',
};

/**
 * The agents' command line (docs/web.md "Command line"): a panel at the foot of every private screen with the
 * session's scroll-back and one input. Enter runs the entry, ↑/↓ recall earlier ones, Tab completes an airport or a
 * PNR, Esc closes (the focus goes back where it was). It is not modal: the screen stays usable beside it.
 */
export function CommandPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const translate = t as unknown as TTranslate;
  const invalidate = useInvalidateAfterOrderChange();
  const [state, setState] = useState<TCommandState>(readCommandState);
  const [entry, setEntry] = useState('');
  const [running, setRunning] = useState(false);
  const [recallAt, setRecallAt] = useState<number | null>(null);
  const [suggestions, setSuggestions] = useState<TSuggestion[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const scrollBack = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const suggestionsId = useId();

  useEffect(() => storeCommandState(state), [state]);
  useEffect(() => {
    const log = scrollBack.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.lines, suggestions]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      suggestionsFor(entry, controller.signal)
        .then((found) => {
          if (!controller.signal.aborted) setSuggestions(found);
        })
        .catch(() => setSuggestions([]));
    }, 200);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [entry]);

  async function submit() {
    const typed = entry.trim();
    if (running || typed === '') return;
    setRunning(true);
    setSuggestions([]);
    try {
      const outcome = await runEntry(typed, state.work, {
        t: translate,
        today: todayIsoDate(),
        language: currentLanguage(),
      });
      setState((previous) => ({
        lines: [...previous.lines, { tone: 'entry', text: `> ${typed}` }, ...outcome.answer],
        recall: previous.recall.at(-1) === typed ? previous.recall : [...previous.recall, typed],
        work: outcome.work,
      }));
      // An asked command keeps its entry: Enter again confirms it.
      setEntry(outcome.work.pending ? typed : '');
      setRecallAt(null);
      if (outcome.changedOrders) await invalidate();
    } finally {
      setRunning(false);
      input.current?.focus();
    }
  }

  function recall(step: -1 | 1) {
    const { recall: entries } = state;
    if (entries.length === 0) return;
    const at = recallAt === null ? (step < 0 ? entries.length - 1 : null) : recallAt + step;
    if (at === null || at >= entries.length) {
      setRecallAt(null);
      setEntry('');
      return;
    }
    const bounded = Math.max(0, at);
    setRecallAt(bounded);
    setEntry(entries[bounded]!);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      recall(event.key === 'ArrowUp' ? -1 : 1);
    } else if (event.key === 'Tab' && !event.shiftKey && suggestions.length > 0) {
      // Tab completes only while there is something to complete; otherwise it leaves the panel as usual.
      event.preventDefault();
      setEntry(suggestions[0]!.entry);
      setSuggestions([]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  }

  return (
    <Paper
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      elevation={8}
      data-testid="command-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.drawer + 2,
        height: { xs: '60vh', md: '45vh' },
        display: 'flex',
        flexDirection: 'column',
        borderTopLeftRadius: 8,
        borderTopRightRadius: 8,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('commandLine.panel.title')}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flex: 1, minWidth: 0, visibility: { xs: 'hidden', sm: 'visible' }, height: { xs: 0, sm: 'auto' } }}
        >
          {t('commandLine.panel.hint')}
        </Typography>
        <IconButton aria-label={t('commandLine.panel.close')} onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box
        ref={scrollBack}
        role="log"
        aria-live="polite"
        aria-label={t('commandLine.panel.scrollBack')}
        tabIndex={0}
        data-testid="command-scrollback"
        sx={{
          flex: 1,
          overflow: 'auto',
          px: 2,
          py: 1,
          fontFamily: 'monospace',
          fontSize: 14,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        {state.lines.map((line, index) => (
          <Box
            key={index}
            data-tone={line.tone}
            sx={{ color: TONE_COLOR[line.tone], fontWeight: line.tone === 'entry' ? 600 : 400 }}
          >
            {line.path ? (
              <Link component={RouterLink} to={line.path} color="inherit">
                {line.text}
              </Link>
            ) : (
              line.text
            )}
          </Box>
        ))}
      </Box>
      {suggestions.length > 0 ? (
        <Box
          id={suggestionsId}
          data-testid="command-suggestions"
          sx={{ px: 2, fontSize: 13, color: 'text.secondary', fontFamily: 'monospace' }}
        >
          {t('commandLine.panel.suggestions')} {suggestions.map((suggestion) => suggestion.label).join('  |  ')}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pb: 1.5, pt: 0.5 }}>
        <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }} aria-hidden>
          {'>'}
        </Typography>
        <InputBase
          inputRef={input}
          autoFocus
          value={entry}
          onChange={(event) => {
            setEntry(event.target.value);
            setRecallAt(null);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            'aria-label': t('commandLine.panel.input'),
            'aria-describedby': suggestions.length > 0 ? suggestionsId : undefined,
            'aria-busy': running,
            autoCapitalize: 'characters',
            autoComplete: 'off',
            spellCheck: false,
            maxLength: 200,
            'data-testid': 'command-input',
          }}
          sx={{
            flex: 1,
            fontFamily: 'monospace',
            fontSize: 16,
            px: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '&.Mui-focused': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        />
      </Box>
    </Paper>
  );
}
