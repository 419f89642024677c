import type { FastifyInstance } from 'fastify';
import { APPROVAL_KINDS, type TApprovalKind } from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import type { TJob } from '../../lib/job-runner';
import type { TApprovalExecutor, TApprovalOperations } from '../approvals';
import type { TDocumentHooks, TLineDocuments } from '../documents';
import {
  assembleMailTemplates,
  type TLineMailTemplates,
  type TMailScriptSources,
  type TMailTemplates,
  type TScriptMail,
} from '../mail';
import type { TDisruptionHook, TDisruptionHooks } from './line-hooks';
import type { TAnyProductLine } from './product-line';

/**
 * Everything a product line plugs into the server, as one value its module exports (`flightLineModule`, …): the
 * composition root (app.ts, jobs/index.ts, approval-operations.ts) and the jobs loop over the registry of these
 * (src/product-lines.ts) instead of naming lines, so that a new line is its own folder and one registry line.
 */
export interface TProductLineModule {
  /** The line's name: the value of `orders.product_line` for its orders (and the engine line's `name`). */
  name: string;
  /** The engine's side of the line: lifecycle, details, and what an expiry releases and mails (the expiry job). */
  orders: TAnyProductLine;
  /** Registers the line's HTTP routes (its orders) on the app. */
  routes: (app: FastifyInstance, options: { db: TDatabase }) => Promise<void>;
  /** What an approval runs when it lets one of the line's held operations through, by approval kind. */
  approvals: Partial<TApprovalOperations>;
  /**
   * The line's mail templates (its order mails: payload, sample, content) and its part of the shared 'refund'
   * template, written with the mail module's kit in its `mail-templates.ts`; `mailTemplatesOf` hands them to mail.
   */
  mailTemplates: TLineMailTemplates;
  /** The e-mail scripts' mails of the line's orders: null when the order (or the template) is not the line's. */
  scriptMails: TMailScriptSources['order'];
  /** The app's page of one of the line's orders (reminders and notices link to it). */
  orderPage: (orderId: number) => string;
  /** The line's own periodic jobs besides the engine's expiry, which every line gets from `orders`. */
  jobs?: () => TJob[];
  /** For a line whose orders hold seats on flights: what a disrupted flight's batches do to one of its orders. */
  disruption?: TDisruptionHook;
  /** The documents whose data is the line's (a traveller's e-ticket, a stay's voucher, an itinerary): none if left out. */
  documents?: TLineDocuments;
}

/** The engine lines of the registered modules, for the expiry job. */
export function orderLinesOf(modules: readonly TProductLineModule[]): TAnyProductLine[] {
  return modules.map((module) => module.orders);
}

/** Every registered line's routes, in the registry's order. */
export async function registerLineRoutes(
  app: FastifyInstance,
  modules: readonly TProductLineModule[],
  options: { db: TDatabase },
): Promise<void> {
  for (const module of modules) await module.routes(app, options);
}

/** Every registered line's own periodic jobs. */
export function lineJobsOf(modules: readonly TProductLineModule[]): TJob[] {
  return modules.flatMap((module) => module.jobs?.() ?? []);
}

/**
 * The approval operations of the lines merged with the rest (the ledger's, disruption's): every approval kind of the
 * contract must have exactly one runner, or the app does not start (a held request nobody could run).
 */
export function approvalOperationsOf(
  modules: readonly TProductLineModule[],
  others: Partial<TApprovalOperations>,
): TApprovalOperations {
  const runners = new Map<TApprovalKind, TApprovalExecutor>();
  for (const part of [others, ...modules.map((module) => module.approvals)]) {
    for (const [kind, run] of Object.entries(part) as [TApprovalKind, TApprovalExecutor][]) {
      if (runners.has(kind)) throw new Error(`Two runners for the approval kind '${kind}'`);
      runners.set(kind, run);
    }
  }
  const missing = APPROVAL_KINDS.filter((kind) => !runners.has(kind));
  if (missing.length > 0) throw new Error(`No runner for the approval kinds ${missing.join(', ')}`);
  return Object.fromEntries(runners) as TApprovalOperations;
}

/**
 * Every mail template: the mail module's own with each registered line's (its templates and its part of 'refund'),
 * for the mail routes, the outbox and the mail job. Every template name of the contract must have exactly one
 * template, or the app does not start (a mail nobody could write, or two lines writing one).
 */
export function mailTemplatesOf(modules: readonly TProductLineModule[]): TMailTemplates {
  return assembleMailTemplates(modules.map((module) => module.mailTemplates));
}

/** The e-mail scripts' order mails: the first line whose order it is answers (each line reads only its own orders). */
export function lineScriptMailsOf(modules: readonly TProductLineModule[]): TMailScriptSources['order'] {
  return async (tx: TExecutor, request) => {
    for (const module of modules) {
      const mails: TScriptMail[] | null = await module.scriptMails(tx, request);
      if (mails !== null) return mails;
    }
    return null;
  };
}

/** The disruption hooks of the lines that bring one, by line name (the disruption routes and approval read these). */
export function disruptionHooksOf(modules: readonly TProductLineModule[]): TDisruptionHooks {
  return new Map(modules.flatMap((module) => (module.disruption ? [[module.name, module.disruption] as const] : [])));
}

/** The documents of every registered line, by line name (the documents routes and the mail's attachments read these). */
export function documentHooksOf(modules: readonly TProductLineModule[]): TDocumentHooks {
  return new Map(modules.map((module) => [module.name, module.documents ?? {}] as const));
}

/** The page of an order of any registered line, by its `orders.product_line`. */
export function orderPageOf(modules: readonly TProductLineModule[]): (productLine: string, orderId: number) => string {
  const pages = new Map(modules.map((module) => [module.name, module.orderPage]));
  return (productLine, orderId) => {
    const page = pages.get(productLine);
    if (page === undefined) throw new Error(`No registered product line '${productLine}'`);
    return page(orderId);
  };
}
