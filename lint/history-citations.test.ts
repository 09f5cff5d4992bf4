import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedFolders, historyCitations } from './history-citations';

const root = path.resolve(import.meta.dirname, '..');
const textFile = /\.(?:ts|tsx|js|mjs|cjs|md|scss|css|ya?ml|sql|html|txt)$/;

/** Every text file of the cited folders git knows of, committed or not (ignored files left out). */
function citedFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', ...citedFolders],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return listed.split('\0').filter((file) => textFile.test(file) && fs.existsSync(path.join(root, file)));
}

// The examples are built, so this file does not cite what it describes.
const issue = (rest: string) => `issue${rest}`;

describe('historyCitations (lint/history-citations.ts)', () => {
  it('finds an issue number however it is written, and the specification cited directly', () => {
    const text = [
      `// A gallery's page (${issue(' 24')}).`,
      ` * ${issue(' 23')} item 4: Node.js 20 reached its end of life.`,
      `new ones are the tests of ${issue('s 22')} and 23.`,
      `See ${issue(' #7')}.`,
      `${'Is'}sue 27 asks for it.`,
      `# Every setting the server reads (${'SPEC'} §4).`,
      `gives (never the password: ${'DECISIONS'} §4).`,
      '',
    ].join('\n');
    expect(historyCitations('x.ts', text).map((found) => found.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('passes a requirement, a decision, an identifier and a word that only contains "issue"', () => {
    const text = [
      '// Cancel my session (PRODUCT §16, decision 049).',
      `const ${issue('Invoice')} = await ${issue('Invoice')}2(tx);`,
      '// An issue the review found: none.',
      '// Tissue 3 is a horse.',
      '',
    ].join('\n');
    expect(historyCitations('x.ts', text)).toEqual([]);
  });
});

describe('the code and docs cite requirements and decisions, not history', () => {
  it('has no line citing an issue number or SPEC/DECISIONS sections in app, server, scripts, docs, tests, lint', () => {
    const files = citedFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      historyCitations(file, fs.readFileSync(path.join(root, file), 'utf8')).map(
        ({ path: where, line, text }) => `${where}:${line}: ${text}`,
      ),
    );
    // Each line: cite PRODUCT §n or a decision record where that says why, else drop the reference.
    expect(found).toEqual([]);
  });
});
