/**
 * A noun with "a" or "an" before it, as it is said: "an Equine portrait", "a Fine art
 * photography", "an other". The session types all begin with a letter said as written, so the
 * first letter decides (no silent "h", no "u" said "you" among them).
 */
export function withIndefiniteArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
