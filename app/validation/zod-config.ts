import { config } from 'zod/v4/core';

// Zod compiles object parsers with new Function() when it may; the site's Content-Security-Policy
// forbids that (no 'unsafe-eval'), and merely probing for it is a reported violation. The shared
// field rules and the one form hook (use-schema-form.ts) import this module, so it runs before any
// parse in the browser, while pages without a form (the home page) do not download zod at all.
// It sets zod's core, which zod and zod/mini share.
config({ jitless: true });
