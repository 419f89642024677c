import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAIL_ENDPOINTS,
  ruleMessage,
  SEND_EMAIL_FIELDS,
  SEND_EMAIL_LIMITS,
  type TMailTemplateName,
} from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { fieldErrors, notFound } from '../../lib/app-error';
import { registerEndpoint } from '../../lib/endpoint-route';
import { multipartProblem } from '../../lib/multipart-errors';
import { listTemplates, previewTemplate, sendScript, sendTestTemplate, type TMailScriptSources } from './scripts';
import { sendEmail, type TSendEmailInput } from './send-email';
import { getSmtpSettings, removeSmtpSettings, saveSmtpSettings, sendTestMail } from './smtp-settings-service';
import type { TMailTemplates } from './templates';
import { mailStatus, type TMailSetup } from './transport';

/** A template of the path, or 404 for any other name. */
function templateName(templates: TMailTemplates, name: string): TMailTemplateName {
  if (!templates.has(name)) throw notFound();
  return name;
}

/**
 * Reads send-email's multipart body: the text fields, and each file up to the per-file limit (a larger one is
 * marked, not read on). Parts beyond the limits are not read at all.
 */
async function readSendEmailBody(request: FastifyRequest): Promise<TSendEmailInput> {
  const input: TSendEmailInput = {
    to: [],
    subject: undefined,
    body: undefined,
    files: [],
    tooManyFiles: false,
    textAttachment: false,
  };
  if (!request.isMultipart()) return input;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== SEND_EMAIL_FIELDS.attachments) {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        try {
          const bytes = await part.toBuffer();
          input.files.push({ fileName: part.filename, bytes, tooLarge: part.file.truncated });
        } catch (error) {
          if (multipartProblem(error) !== 'fileTooLarge') throw error;
          input.files.push({ fileName: part.filename, bytes: Buffer.alloc(0), tooLarge: true });
        }
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (part.fieldname === SEND_EMAIL_FIELDS.to) input.to.push(value);
      else if (part.fieldname === SEND_EMAIL_FIELDS.subject) input.subject = value;
      else if (part.fieldname === SEND_EMAIL_FIELDS.body) input.body = value;
      else if (part.fieldname === SEND_EMAIL_FIELDS.attachments) input.textAttachment = true;
    }
  } catch (error) {
    // The parser stops at the first part over a limit: the answer names it, and the rest is not read. A body that
    // cannot be read (no boundary, cut short) is named on the attachments field, the form's file field.
    const problem = multipartProblem(error);
    if (problem === 'unreadable') {
      throw fieldErrors({ [SEND_EMAIL_FIELDS.attachments]: ruleMessage('formUnreadable').message });
    }
    if (problem === 'tooManyFiles' || problem === 'tooManyParts') input.tooManyFiles = true;
    else if (problem === 'tooManyFields') input.to.push(...Array<string>(SEND_EMAIL_LIMITS.recipients + 1).fill('-'));
    else if (problem !== 'fileTooLarge') throw error;
    else if (!input.files.some((file) => file.tooLarge)) {
      input.files.push({ fileName: '', bytes: Buffer.alloc(0), tooLarge: true });
    }
  }
  return input;
}

export const mailRoutes: FastifyPluginAsyncZod<{
  db: TDatabase;
  config: TMailSetup;
  scripts: TMailScriptSources;
}> = async (app, { db, config, scripts }) => {
  const { templates } = config;
  // send-email's body: a few text fields and the files, each read only after the caller is authorized.
  await app.register(fastifyMultipart, {
    limits: {
      files: SEND_EMAIL_LIMITS.attachments,
      fileSize: SEND_EMAIL_LIMITS.fileBytes,
      fields: SEND_EMAIL_LIMITS.recipients + 10,
      fieldSize: SEND_EMAIL_LIMITS.bodyLength * 4 + 1024,
    },
  });

  registerEndpoint(app, MAIL_ENDPOINTS.status, async () => mailStatus(db, config));

  registerEndpoint(app, MAIL_ENDPOINTS.smtpSettings, async () => getSmtpSettings({ db, config }));

  registerEndpoint(app, MAIL_ENDPOINTS.editSmtpSettings, async ({ actor, body }) =>
    saveSmtpSettings({ db, actor, input: body, config }),
  );

  registerEndpoint(app, MAIL_ENDPOINTS.removeSmtpSettings, async ({ actor }) =>
    removeSmtpSettings({ db, actor, config }),
  );

  registerEndpoint(app, MAIL_ENDPOINTS.testSmtp, async ({ body, request }) =>
    sendTestMail({ db, config, to: body.to, settings: body.settings, language: request.language, log: request.log }),
  );

  registerEndpoint(app, MAIL_ENDPOINTS.templates, async () => listTemplates(templates));

  registerEndpoint(app, MAIL_ENDPOINTS.previewTemplate, async ({ params, query, request }) =>
    previewTemplate({
      db,
      config,
      name: templateName(templates, params.name),
      language: query.lang ?? request.language,
    }),
  );

  registerEndpoint(app, MAIL_ENDPOINTS.testTemplate, async ({ actor, params, body }) =>
    sendTestTemplate({ db, actor, templates, name: templateName(templates, params.name), language: body.lang }),
  );

  registerEndpoint(app, MAIL_ENDPOINTS.sendScript, async ({ actor, params, body }) =>
    sendScript({ db, actor, name: templateName(templates, params.name), input: body, sources: scripts, templates }),
  );

  registerEndpoint(app, MAIL_ENDPOINTS.sendEmail, async ({ actor, request }) =>
    sendEmail({ db, actor, input: await readSendEmailBody(request), language: request.language }),
  );
};
