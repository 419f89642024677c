import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { documentKey, type TOrderDocument, type TOrderDocuments } from '../../lib/order-documents';
import { LanguageSelect } from '../form/language-select';

/**
 * An order's papers, as every line shows them: a group of the language they are printed in (unless `showLanguage`
 * is false) and the line's buttons (`children`), then the last refusal until closed.
 */
export function DocumentsBlock({
  documents,
  testIds,
  showLanguage = true,
  children,
}: {
  documents: TOrderDocuments;
  testIds: { group: string; language: string; error: string };
  showLanguage?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        role="group"
        aria-label={t('documents.title')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        data-testid={testIds.group}
      >
        {showLanguage && (
          <LanguageSelect
            label={t('documents.language')}
            value={documents.language}
            onChange={documents.setLanguage}
            testId={testIds.language}
          />
        )}
        {children}
      </Box>
      {documents.error && (
        <Alert severity="error" onClose={documents.clearError} data-testid={testIds.error}>
          {documents.error}
        </Alert>
      )}
    </Box>
  );
}

/** One paper's button: opens it in a new window, busy while it loads. */
export function DocumentButton({
  documents,
  document,
  label,
  testId,
}: {
  documents: TOrderDocuments;
  document: TOrderDocument;
  label: string;
  testId: string;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<PictureAsPdfIcon />}
      loading={documents.pending === documentKey(document)}
      onClick={() => documents.open(document)}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
