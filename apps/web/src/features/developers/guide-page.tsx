import {
  API_KEY_SCOPES,
  FLIGHT_ORDER_ENDPOINTS,
  IDEMPOTENCY_HEADER,
  routePath,
  USER_ENDPOINTS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SAMPLE_DATA,
  type TWebhookEventType,
} from '@frs/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SCOPE_TEXT_KEYS } from '../../components/api-keys/scope-text-keys';
import { PageTitle } from '../../components/page-title';
import { currentLanguage } from '../../lib/i18n';
import { keysQuery, webhooksQuery } from './developers-api';
import { EVENT_TEXT_KEYS } from './event-texts';

/** Where the server serves its OpenAPI document and reference (apps/server/src/plugins/docs.ts). */
const OPENAPI_PATH = '/api/docs';

const SECTIONS = ['keys', 'scopes', 'limits', 'idempotency', 'errors', 'events', 'signatures', 'reference'] as const;
type TSection = (typeof SECTIONS)[number];
const anchorOf = (section: TSection) => `guide-${section}`;

/** An example's time: samples are not live data. */
const SAMPLE_TIMESTAMP = '2026-12-01T10:00:00.000Z';

/** A sample delivery's body as the receiver gets it (the Standard Webhooks shape). */
export function samplePayload(type: TWebhookEventType): string {
  return JSON.stringify({ type, timestamp: SAMPLE_TIMESTAMP, data: WEBHOOK_SAMPLE_DATA[type] }, null, 2);
}

// --- The code samples: the same in every language (only the prose around them is translated). ---------------------

const origin = () => window.location.origin;

/** The samples ask for answers in the reader's language, as the app does (messages follow Accept-Language). */
const AUTH_SAMPLE = () =>
  `curl ${origin()}${USER_ENDPOINTS.profile.path} \\
  -H "Authorization: Bearer frs_live_…" \\
  -H "Accept-Language: ${currentLanguage()}"`;

const LIMIT_SAMPLE = `HTTP/1.1 429 Too Many Requests
Retry-After: 2
RateLimit-Limit: 20
RateLimit-Remaining: 0
RateLimit-Reset: 2

{ "message": "Too many requests: try again in 2 s", "code": "RATE_LIMITED" }`;

const IDEMPOTENCY_SAMPLE = () =>
  `curl -X ${FLIGHT_ORDER_ENDPOINTS.order.method} ${origin()}${FLIGHT_ORDER_ENDPOINTS.order.path} \\
  -H "Authorization: Bearer frs_live_…" \\
  -H "${IDEMPOTENCY_HEADER}: 7c0e9a52-3f1d-4b8e-9d55-0a6f2c1b8e41" \\
  -H "Accept-Language: ${currentLanguage()}" \\
  -H "Content-Type: application/json" \\
  -d '{ "orderId": 4211, "mode": "ticketing" }'`;

const ERROR_SAMPLE = `HTTP/1.1 400 Bad Request

{
  "message": "Please check the highlighted fields",
  "code": "VALIDATION_FAILED",
  "errors": { "passengers.0.surname": "Field is required" }
}`;

const DELIVERY_HEADERS_SAMPLE = `POST /your/receiver HTTP/1.1
Content-Type: application/json
webhook-id: msg_2f1KxQ9…
webhook-timestamp: 1764583200
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=`;

const TYPESCRIPT_SAMPLE = `import { Webhook } from 'standardwebhooks';

// The endpoint's signing secret, "whsec_…", shown once on the Developers screen.
const webhook = new Webhook(process.env.FRS_WEBHOOK_SECRET!);

// In your HTTP handler: the body exactly as received (a string or Buffer), and the request's headers.
export function verifyDelivery(rawBody: string, headers: Record<string, string>) {
  // Throws when the signature or the timestamp is wrong.
  return webhook.verify(rawBody, {
    'webhook-id': headers['webhook-id'],
    'webhook-timestamp': headers['webhook-timestamp'],
    'webhook-signature': headers['webhook-signature'],
  }) as { type: string; timestamp: string; data: Record<string, unknown> };
}`;

const PYTHON_SAMPLE = `import base64, hashlib, hmac, json, time

def verify_delivery(secret: str, headers: dict, body: bytes) -> dict:
    key = base64.b64decode(secret.removeprefix("whsec_"))
    msg_id = headers["webhook-id"]
    timestamp = headers["webhook-timestamp"]
    if abs(time.time() - int(timestamp)) > 5 * 60:
        raise ValueError("timestamp too far from now")
    signed = f"{msg_id}.{timestamp}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    for signature in headers["webhook-signature"].split(" "):
        version, _, value = signature.partition(",")
        if version == "v1" and hmac.compare_digest(value, expected):
            return json.loads(body)
    raise ValueError("no valid signature")`;

/** A code sample: never translated, wrapped on a narrow screen rather than cut. */
function Code({ children, label, testId }: { children: string; label?: string; testId?: string }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      data-testid={testId}
      sx={{
        m: 0,
        p: 1.5,
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontFamily: 'monospace',
        fontSize: 13,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      <code>{children}</code>
    </Box>
  );
}

function Section({ section, children }: { section: TSection; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      id={anchorOf(section)}
      aria-labelledby={`${anchorOf(section)}-title`}
      sx={{ display: 'grid', gap: 1.5, scrollMarginTop: 80 }}
    >
      <Typography component="h2" variant="h6" id={`${anchorOf(section)}-title`}>
        {t(`developerGuide.sections.${section}`)}
      </Typography>
      {children}
    </Box>
  );
}

const P = ({ children }: { children: ReactNode }) => <Typography variant="body1">{children}</Typography>;

/**
 * Where the reader's own integration stands: how many keys are active and how many endpoints receive events, each
 * with the way to its tab of /developers (a count is left out until it has arrived, or when it cannot be read).
 */
function SetupStatus() {
  const { t } = useTranslation();
  const keys = useQuery(keysQuery());
  const endpoints = useQuery(webhooksQuery());
  const activeKeys = keys.data?.result.filter((key) => key.status === 'active').length;
  const receiving = endpoints.data?.result.filter((endpoint) => endpoint.enabled).length;
  const rows = [
    { testId: 'guide-setup-keys', count: activeKeys, done: 'key', none: 'noKey', tab: {} },
    {
      testId: 'guide-setup-webhooks',
      count: receiving,
      done: 'endpoint',
      none: 'noEndpoint',
      tab: { tab: 'webhooks' },
    },
  ] as const;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="guide-setup" sx={{ p: 2 }}>
      <Typography id="guide-setup" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('developerGuide.setup.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {rows.map((row) => (
          <li key={row.testId} data-testid={row.testId}>
            {row.count === undefined
              ? null
              : row.count > 0
                ? t(`developerGuide.setup.${row.done}`, { n: row.count })
                : t(`developerGuide.setup.${row.none}`)}{' '}
            <Link component={RouterLink} to={routePath('developers', {}, row.tab)}>
              {t('developerGuide.setup.open')}
            </Link>
          </li>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * /developers/guide (issue 33, agents): the integration guide in the reader's language: keys and the Authorization
 * header, scopes, rate limits, idempotency, errors, the events with sample payloads, signature verification in
 * TypeScript and Python, and the OpenAPI document. The code is the same in every language; the prose is translated.
 */
export default function GuidePage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 900, minWidth: 0 }}>
      <Box>
        <Button
          component={RouterLink}
          to={routePath('developers')}
          startIcon={<ArrowBackIcon />}
          data-testid="guide-back"
        >
          {t('developerGuide.back')}
        </Button>
      </Box>
      <PageTitle title={t('routes.developersGuide')} />
      <P>{t('developerGuide.intro')}</P>
      <SetupStatus />
      <Paper variant="outlined" component="nav" aria-labelledby="guide-contents" sx={{ p: 2 }}>
        <Typography id="guide-contents" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('developerGuide.contents')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {SECTIONS.map((section) => (
            <li key={section}>
              <Link href={`#${anchorOf(section)}`}>{t(`developerGuide.sections.${section}`)}</Link>
            </li>
          ))}
        </Box>
      </Paper>

      <Section section="keys">
        <Alert severity="warning">{t('developerGuide.keys.create')}</Alert>
        <P>{t('developerGuide.keys.header')}</P>
        <Code testId="guide-auth-sample">{AUTH_SAMPLE()}</Code>
        <P>{t('developerGuide.keys.reach')}</P>
      </Section>

      <Section section="scopes">
        <P>{t('developerGuide.scopes.intro')}</P>
        <Table size="small" data-testid="guide-scopes">
          <TableHead>
            <TableRow>
              <TableCell>{t('developerGuide.scopes.scope')}</TableCell>
              <TableCell>{t('developerGuide.scopes.allows')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {API_KEY_SCOPES.map((scope) => (
              <TableRow key={scope}>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{scope}</TableCell>
                <TableCell>{t(`developers.keyDialog.scopeHints.${SCOPE_TEXT_KEYS[scope]}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>

      <Section section="limits">
        <P>{t('developerGuide.limits.text')}</P>
        <Code>{LIMIT_SAMPLE}</Code>
      </Section>

      <Section section="idempotency">
        <P>{t('developerGuide.idempotency.text')}</P>
        <Code>{IDEMPOTENCY_SAMPLE()}</Code>
      </Section>

      <Section section="errors">
        <P>{t('developerGuide.errors.text')}</P>
        <Code>{ERROR_SAMPLE}</Code>
      </Section>

      <Section section="events">
        <P>{t('developerGuide.events.text')}</P>
        <Code>{DELIVERY_HEADERS_SAMPLE}</Code>
        <P>{t('developerGuide.events.delivery')}</P>
        <Box sx={{ display: 'grid', gap: 2 }} data-testid="guide-events">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Box key={type} sx={{ display: 'grid', gap: 0.5 }}>
              <Typography component="h3" variant="subtitle2">
                <Box component="code" sx={{ fontFamily: 'monospace' }}>
                  {type}
                </Box>
                {' — '}
                {t(`developers.events.${EVENT_TEXT_KEYS[type]}`)}
              </Typography>
              <Code label={t('developerGuide.events.sample', { type })} testId={`guide-sample-${type}`}>
                {samplePayload(type)}
              </Code>
            </Box>
          ))}
        </Box>
      </Section>

      <Section section="signatures">
        <P>{t('developerGuide.signatures.text')}</P>
        <Typography component="h3" variant="subtitle2">
          {t('developerGuide.signatures.typescript')}
        </Typography>
        <Code testId="guide-typescript">{TYPESCRIPT_SAMPLE}</Code>
        <Typography component="h3" variant="subtitle2">
          {t('developerGuide.signatures.python')}
        </Typography>
        <Code testId="guide-python">{PYTHON_SAMPLE}</Code>
      </Section>

      <Section section="reference">
        <P>{t('developerGuide.reference.text')}</P>
        <Box>
          <Button href={OPENAPI_PATH} variant="outlined" data-testid="guide-openapi">
            {t('developerGuide.reference.link')}
          </Button>
        </Box>
      </Section>
    </Box>
  );
}
