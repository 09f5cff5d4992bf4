import fs from 'node:fs';

/**
 * Every `*.seed.ts` file here declares, when imported, the users and rows its specs need on the
 * shared server (helpers/world.ts). All of them are loaded, in name order, so a new seed file
 * needs no list to be added to.
 */
for (const file of fs
  .readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.seed.ts'))
  .sort()) {
  await import(`./${file}`);
}

export { seedWorld } from '../helpers/world';
