import { describe, expect, it } from 'vitest';
import { pdfText } from '../../tests/helpers/pdf-text';
import { letterPdf } from './pdf-document.server';

describe('letterPdf', () => {
  it('draws a name with letters the standard fonts lack as readable text, the rest of the line intact', async () => {
    const { doc, finished } = await letterPdf({ Title: 'Test' });
    doc.text('Billed to: Antonín Dvořák, Łódź → paid in full');
    doc.end();
    expect(await pdfText(await finished)).toContain('Billed to: Antonín Dvorák, ?ódz ? paid in full');
  });
});
