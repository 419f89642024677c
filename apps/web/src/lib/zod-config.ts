import { z } from 'zod';

/**
 * Zod compiles fast object parsers with new Function(), and probes for eval when each object schema is built. The
 * production CSP forbids eval, and even the probe is reported as a violation. This module must be evaluated before
 * any schema is built: main.tsx imports it first.
 */
z.config({ jitless: true });
