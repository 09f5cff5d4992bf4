import { z } from 'zod';

// Zod compiles object parsers with new Function() when it may; the site's Content-Security-Policy
// forbids that (no 'unsafe-eval'), and merely probing for it is a reported violation. root.tsx and
// the shared field rules import this module, so it runs before any parse, in browser and server.
z.config({ jitless: true });
