/**
 * PDFKit's standard fonts encode text as WinAnsi (Windows-1252): a character outside it is not
 * replaced but written as a broken code, garbling the rest of its line ("Dvořák" printed the
 * letters after "Dvo" as noise). Every text a PDF draws goes through `winAnsi` first.
 */

/** Windows-1252's characters above Latin-1's printable ones (0x80-0x9F), as Unicode. */
const windows1252Extras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    character === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    windows1252Extras.has(character)
  );
}

/**
 * `text` as the standard fonts can draw it: a tab is a space; a letter with an accent WinAnsi
 * lacks loses the accent ("ř" → "r"); anything else it cannot draw is "?".
 */
export function winAnsi(text: string): string {
  let drawn = '';
  for (const character of text) {
    if (character === '\t') drawn += ' ';
    else if (isWinAnsi(character)) drawn += character;
    else {
      const bare = character.normalize('NFKD').replace(/\p{M}/gu, '');
      drawn += bare !== '' && [...bare].every(isWinAnsi) ? bare : '?';
    }
  }
  return drawn;
}
