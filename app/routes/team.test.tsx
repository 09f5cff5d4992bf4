/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import ClientStories from './client-stories';
import Team from './team';

/**
 * The two pages of cards (PRODUCT §2 Team, Client Stories): how many, and what each card holds.
 * How they sit in rows at each width is the browser tests' part (tests/e2e/pages.spec.ts).
 */

/** The cards of the page's main column, each the element around its level-2 heading. */
async function cards(): Promise<HTMLElement[]> {
  const headings = await screen.findAllByRole('heading', { level: 2 });
  return headings.map((heading) => {
    const card = heading.closest<HTMLElement>('.card');
    if (!card) throw new Error(`"${heading.textContent}" is not in a card`);
    return card;
  });
}

test('Team: five members, each with a name, a position, a described photo and a bio', async () => {
  renderRoute({ Component: Team, path: '/team' });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Meet the Team');
  const members = await cards();
  expect(members).toHaveLength(5);
  for (const card of members) {
    expect(within(card).getByRole('heading', { level: 2 }).textContent).not.toBe('');
    expect(within(card).getByRole('img')).toHaveAttribute('alt', expect.stringMatching(/\S/));
    expect(card.querySelector('.card-subtitle')?.textContent).not.toBe('');
    expect(card.querySelector('.card-text')?.textContent).not.toBe('');
  }
});

test('Client Stories: nine stories, each with a name, the story and a described picture', async () => {
  renderRoute({ Component: ClientStories, path: '/clientStories' });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Client Stories');
  const stories = await cards();
  expect(stories).toHaveLength(9);
  for (const card of stories) {
    expect(within(card).getByRole('heading', { level: 2 }).textContent).not.toBe('');
    expect(card.querySelector('.card-text')?.textContent).not.toBe('');
    expect(within(card).getByRole('img')).toHaveAttribute('alt', expect.stringMatching(/\S/));
  }
});
