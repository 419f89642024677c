import type { TLanguage, TMailTemplateName } from '@frs/contract';
import { mailTemplatesOf } from '../src/modules/order-engine';
import type { TMailContext, TRenderedMail } from '../src/modules/mail';
import { PRODUCT_LINE_MODULES } from '../src/product-lines';

export type { THotelMailPayload } from '../src/modules/hotel-orders';

/** The registry's mail templates, assembled as the app and the mail job assemble them (`mailTemplatesOf`). */
export const REGISTRY_MAIL_TEMPLATES = mailTemplatesOf(PRODUCT_LINE_MODULES);

/** Every template by name: exactly the contract's MAIL_TEMPLATE_NAMES. */
export const MAIL_TEMPLATES = REGISTRY_MAIL_TEMPLATES.byName;

/** The subject, text and HTML of a stored payload, as the mail job writes it out. */
export function renderMail(
  template: TMailTemplateName,
  payload: unknown,
  language: TLanguage,
  context: TMailContext,
): TRenderedMail {
  return REGISTRY_MAIL_TEMPLATES.render(template, payload, language, context);
}
