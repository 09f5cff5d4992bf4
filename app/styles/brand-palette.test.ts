import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandPalette } from './brand-palette';

const theme = fs.readFileSync(path.join(import.meta.dirname, 'bootstrap/_theme.scss'), 'utf8');

/** `$brand-earth-deep: #2a1d16;` → the value the theme gives the variable, as six digits. */
function themeValue(variable: string): string | undefined {
  const value = theme.match(new RegExp(`^\\$${variable}:\\s*(#[0-9a-f]{3,6});`, 'im'))?.[1]?.toLowerCase();
  return value?.length === 4 ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}` : value;
}

/** `earthDeep` → `brand-earth-deep`; white is Bootstrap's own `$white`. */
const variableOf = (name: string) =>
  name === 'white' ? 'white' : `brand-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

describe('the palette for emails and PDFs (decision 058)', () => {
  it.each(Object.entries(brandPalette))('%s is the theme’s value', (name, value) => {
    expect(themeValue(variableOf(name))).toBe(value);
  });
});
