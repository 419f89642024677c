import * as z from 'zod/v4';

/**
 * The web build resolves `zod` to this module (vite.config.ts), so every importer of zod, @frs/contract included,
 * gets it configured: zod compiles fast object parsers with new Function(), and probes for eval when each object
 * schema is built. The production CSP forbids eval, and even the probe is reported as a violation. As a module that
 * the importers depend on, this runs before any of them builds a schema, in whatever chunk zod ends up.
 */
z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
