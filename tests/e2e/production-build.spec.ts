import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { appRootEnvName, repoRoot } from './helpers/server';

/**
 * The built server and browser code carry React Router's production build (vite.config.ts): its
 * package exports name only the development build, which a plain build would run in production.
 */
const build = path.join(process.env[appRootEnvName] ?? repoRoot, 'build');

function readAll(folder: string): { file: string; text: string }[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, text: fs.readFileSync(file, 'utf8') };
    });
}

/** A warning only the development build prints (React Router's `ENABLE_DEV_WARNINGS` code). */
const developmentOnly = 'You rendered descendant <Routes>';

test('the server bundle holds React Router itself, production build, and imports no copy at run time', () => {
  const files = readAll(path.join(build, 'server'));
  // Positive control: the router's own code is in the bundle.
  expect(files.some(({ text }) => text.includes('No route matches URL'))).toBe(true);
  for (const { file, text } of files) {
    expect(text, file).not.toContain(developmentOnly);
    expect(text, file).not.toContain('dist/development');
    // A bare import would be resolved by Node through the package exports: the development build.
    expect(text, file).not.toMatch(/from\s*"(?:react-router|@react-router\/node|@react-router\/express)"/);
  }
});

test('the browser bundle holds React Router production build', () => {
  const files = readAll(path.join(build, 'client'));
  expect(files.some(({ text }) => text.includes('No route matches URL'))).toBe(true);
  for (const { file, text } of files) expect(text, file).not.toContain(developmentOnly);
});
