import { type TLanguage, type TMailTemplateInfo, type TMailTemplateName } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../components/form/language-select';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { useLoadedProfile } from '../../lib/current-user';
import { currentLanguage } from '../../lib/i18n';
import { listText } from '../../lib/list-text';
import { mailPreviewQuery, mailTemplatesQuery, sendTestMail } from '../../lib/mail-api';

/**
 * A template written out with sample data in the chosen language: its subject, its HTML in a sandboxed frame (no
 * scripts, no same-origin access, no forms or navigation), its plain text and the names of the files it attaches.
 */
function PreviewDialog({
  name,
  initialLanguage,
  onClose,
}: {
  name: TMailTemplateName;
  initialLanguage: TLanguage;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [language, setLanguage] = useState(initialLanguage);
  const [view, setView] = useState<'html' | 'text'>('html');
  const preview = useQuery(mailPreviewQuery(name, language));
  const html = preview.data?.html;
  const framedHtml = useMemo(() => (html === undefined ? '' : framedMailHtml(html)), [html]);
  const title = t('mailTemplates.previewTitle', { name: t(`mailTemplateNames.${name}`) });
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="mail-preview-dialog"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important', minWidth: 0 }}>
        <LanguageSelect
          label={t('mailTemplates.language')}
          value={language}
          onChange={setLanguage}
          testId="mail-preview-language"
        />
        {preview.isError && (
          <Alert severity="error">
            {preview.error instanceof ApiError ? preview.error.message : t('common.loadingFailed')}
          </Alert>
        )}
        {preview.isPending && <Spinner testId="mail-preview-loading" />}
        {preview.data && (
          <>
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('mailTemplates.subject')}
              </Typography>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="mail-preview-subject">
                {preview.data.subject}
              </Typography>
            </Box>
            <Tabs
              value={view}
              onChange={(_event, next: 'html' | 'text') => setView(next)}
              aria-label={t('mailTemplates.views')}
            >
              <Tab value="html" label={t('mailTemplates.html')} data-testid="mail-preview-tab-html" />
              <Tab value="text" label={t('mailTemplates.text')} data-testid="mail-preview-tab-text" />
            </Tabs>
            {view === 'html' ? (
              <Box
                component="iframe"
                title={t('mailTemplates.htmlFrame')}
                sandbox="allow-same-origin"
                srcDoc={framedHtml}
                onLoad={(event: SyntheticEvent<HTMLIFrameElement>) => applyMailStyles(event.currentTarget)}
                data-testid="mail-preview-html"
                sx={{
                  width: '100%',
                  height: { xs: 360, sm: 460 },
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: '#fff',
                }}
              />
            ) : (
              <Box
                component="pre"
                tabIndex={0}
                data-testid="mail-preview-text"
                sx={{
                  m: 0,
                  p: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  fontFamily: 'monospace',
                  fontSize: 14,
                  maxHeight: 460,
                  overflow: 'auto',
                }}
              >
                {preview.data.text}
              </Box>
            )}
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('mailTemplates.attachmentFiles')}
              </Typography>
              {preview.data.attachments.length > 0 ? (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="mail-preview-attachments">
                  {preview.data.attachments.map((file) => (
                    <li key={file.fileName}>{file.fileName}</li>
                  ))}
                </Box>
              ) : (
                <Typography variant="body2">{t('mailTemplates.noAttachments')}</Typography>
              )}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="mail-preview-close">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Where a mail's inline styles wait until the frame has loaded (see `framedMailHtml`). */
const STYLE_HOLDER = 'data-mail-style';

/**
 * A mail's HTML carries its styles in `style` attributes (what mail programs read), which the app's Content-Security-
 * Policy refuses in a srcdoc frame (the frame inherits the page's policy: styles only from files or with the page's
 * nonce) and reports as errors, as it does for a DOMParser document. Styles set through the CSSOM are not subject to
 * that policy: the attributes are parked under another name in the text, and applied through the CSSOM once the
 * frame has loaded (`applyMailStyles`). The server escapes every text of a mail, quotes included, so ` style="` in
 * it can only be an attribute. The frame runs no script at all (its sandbox allows none): only this page reaches in.
 */
function framedMailHtml(html: string): string {
  return html.replace(/(\s)style="/g, `$1${STYLE_HOLDER}="`);
}

function applyMailStyles(frame: HTMLIFrameElement): void {
  for (const element of frame.contentDocument?.querySelectorAll<HTMLElement>(`[${STYLE_HOLDER}]`) ?? []) {
    element.style.cssText = element.getAttribute(STYLE_HOLDER) ?? '';
  }
}

function TemplateCard({
  template,
  language,
  canSendTest,
  onPreview,
}: {
  template: TMailTemplateInfo;
  language: TLanguage;
  canSendTest: boolean;
  onPreview: () => void;
}) {
  const { t } = useTranslation();
  const profile = useLoadedProfile();
  const test = useMutation({ mutationFn: () => sendTestMail(template.name, language) });
  const headingId = useId();
  const attachments = template.attachments.map((kind) => t(`documents.${kind}`));
  const recipients = test.data?.recipients.length ? test.data.recipients : profile ? [profile.email] : [];
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1, minWidth: 0 }}
      data-testid={`mail-template-${template.name}`}
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t(`mailTemplateNames.${template.name}`)}
      </Typography>
      <Typography variant="body2">{t(`mailTemplateDescriptions.${template.name}`)}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip size="small" label={t(`mailTemplates.about.${template.about}`)} />
        <Typography variant="body2" color="text.secondary">
          {attachments.length > 0
            ? t('mailTemplates.carries', { list: listText(attachments, t('common.and')) })
            : t('mailTemplates.noAttachments')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={onPreview} data-testid={`mail-template-preview-${template.name}`}>
          {t('mailTemplates.preview')}
        </Button>
        {canSendTest && (
          <Button
            onClick={() => test.mutate()}
            loading={test.isPending}
            data-testid={`mail-template-test-${template.name}`}
          >
            {t('mailTemplates.sendTest')}
          </Button>
        )}
      </Box>
      {test.isSuccess && (
        <Alert
          severity="success"
          role="status"
          onClose={() => test.reset()}
          data-testid={`mail-template-test-done-${template.name}`}
        >
          {t('mailTemplates.testQueued', { email: listText(recipients, t('common.and')) })}
        </Alert>
      )}
      {test.isError && (
        <Alert severity="error" onClose={() => test.reset()} data-testid={`mail-template-test-error-${template.name}`}>
          {test.error instanceof ApiError ? test.error.message : t('errors.GENERIC')}
        </Alert>
      )}
    </Paper>
  );
}

/**
 * The Mail templates section of /settings (staff with mailTemplates.read): every e-mail the system sends, what it is
 * about and the PDFs it carries, with a preview in any language and, for the staff who may send mail (not Viewer), a
 * test sent to the caller's own address.
 */
export default function MailTemplatesSection({ canSendTest }: { canSendTest: boolean }) {
  const { t } = useTranslation();
  const templates = useQuery(mailTemplatesQuery());
  const [language, setLanguage] = useState<TLanguage>(currentLanguage);
  const [previewed, setPreviewed] = useState<TMailTemplateName | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 960, minWidth: 0 }} data-testid="mail-templates">
      <Typography variant="body2">{t('mailTemplates.intro')}</Typography>
      <Box>
        <LanguageSelect
          label={t('mailTemplates.language')}
          value={language}
          onChange={setLanguage}
          testId="mail-templates-language"
        />
      </Box>
      {templates.isPending && <Spinner testId="mail-templates-loading" />}
      {templates.isError && (
        <Alert severity="error" data-testid="mail-templates-error">
          {templates.error instanceof ApiError ? templates.error.message : t('common.loadingFailed')}
        </Alert>
      )}
      {templates.data && (
        <Box
          component="ul"
          aria-label={t('mailTemplates.listLabel')}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
        >
          {templates.data.map((template) => (
            <TemplateCard
              key={template.name}
              template={template}
              language={language}
              canSendTest={canSendTest}
              onPreview={() => setPreviewed(template.name)}
            />
          ))}
        </Box>
      )}
      {previewed && <PreviewDialog name={previewed} initialLanguage={language} onClose={() => setPreviewed(null)} />}
    </Box>
  );
}
