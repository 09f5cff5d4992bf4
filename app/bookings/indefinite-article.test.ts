import { describe, expect, it } from 'vitest';
import { sessionOptions } from '../content/booking-options';
import { withIndefiniteArticle } from './indefinite-article';

describe('withIndefiniteArticle', () => {
  it.each([
    ['Equine portrait', 'an Equine portrait'],
    ['Event photography', 'an Event photography'],
    ['Fine art photography', 'a Fine art photography'],
    ['Advertising and marketing photography', 'an Advertising and marketing photography'],
    ['Editorial and journalistic photography', 'an Editorial and journalistic photography'],
    ['Equine lifestyle photography', 'an Equine lifestyle photography'],
    ['other', 'an other'],
  ])('%s → %s', (noun, said) => {
    expect(withIndefiniteArticle(noun)).toBe(said);
  });

  it('the cases above are every session type of the booking form', () => {
    expect([...sessionOptions].sort()).toEqual(
      [
        'Equine portrait',
        'Event photography',
        'Fine art photography',
        'Advertising and marketing photography',
        'Editorial and journalistic photography',
        'Equine lifestyle photography',
        'other',
      ].sort(),
    );
  });
});
