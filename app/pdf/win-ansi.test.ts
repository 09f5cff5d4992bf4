import { describe, expect, it } from 'vitest';
import { winAnsi } from './win-ansi';

describe('winAnsi (what PDFKit’s standard fonts can draw)', () => {
  it('keeps ASCII, Latin-1 and Windows-1252’s quotes, dashes, ellipsis and euro', () => {
    const kept = 'Zoë Brontë — “Prints” – 2 × $25.00 … €5 ‘ok’ naïve façade\nnext line';
    expect(winAnsi(kept)).toBe(kept);
  });

  it('drops an accent WinAnsi lacks, and draws "?" for what it cannot draw at all', () => {
    expect(winAnsi('Antonín Dvořák')).toBe('Antonín Dvorák');
    expect(winAnsi('Łukasz → 😀 ok')).toBe('?ukasz ? ? ok');
  });

  it('turns a tab into a space, and leaves no other control character', () => {
    expect(winAnsi('a\tb\u0007c')).toBe('a b?c');
  });
});
