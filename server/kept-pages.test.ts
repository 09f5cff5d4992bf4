import { describe, expect, it } from 'vitest';
import { keptPages, type PageStamp } from './kept-pages';

/** A page renderer that says what it rendered from, and counts its renders. */
function renderer() {
  const renders: string[] = [];
  const render = async (path: string, stamp: PageStamp) => {
    renders.push(`${path} v${stamp.version} ${stamp.day}`);
    return `${path} as of v${stamp.version} on ${stamp.day}`;
  };
  return { renders, pageFor: keptPages(render) };
}

describe('the page cache’s kept pages', () => {
  it('renders a page once per content version and day, however many ask at once', async () => {
    const { renders, pageFor } = renderer();
    const today = { version: 3, day: '2026-11-30' };
    const answers = await Promise.all([pageFor('/contact', today), pageFor('/contact', today)]);
    expect(answers).toEqual(['/contact as of v3 on 2026-11-30', '/contact as of v3 on 2026-11-30']);
    expect(await pageFor('/contact', today)).toBe('/contact as of v3 on 2026-11-30');
    expect(renders).toEqual(['/contact v3 2026-11-30']);
  });

  it('renders again when the content changes', async () => {
    const { renders, pageFor } = renderer();
    await pageFor('/contact', { version: 3, day: '2026-11-30' });
    expect(await pageFor('/contact', { version: 4, day: '2026-11-30' })).toBe(
      '/contact as of v4 on 2026-11-30',
    );
    expect(renders).toHaveLength(2);
  });

  it('renders again on a new day where the business is, with no change of content', async () => {
    // The contact page opens on the business's month: on 1 December it must not show November's.
    const { renders, pageFor } = renderer();
    await pageFor('/contact', { version: 3, day: '2026-11-30' });
    expect(await pageFor('/contact', { version: 3, day: '2026-12-01' })).toBe(
      '/contact as of v3 on 2026-12-01',
    );
    expect(await pageFor('/contact', { version: 3, day: '2026-12-01' })).toBe(
      '/contact as of v3 on 2026-12-01',
    );
    expect(renders).toEqual(['/contact v3 2026-11-30', '/contact v3 2026-12-01']);
  });

  it('keeps nothing a render refused, and keeps pages per path', async () => {
    let renders = 0;
    const pageFor = keptPages(async (path: string) => {
      renders += 1;
      return path === '/about' ? 'about' : null;
    });
    const stamp = { version: 1, day: '2026-11-30' };
    expect(await pageFor('/contact', stamp)).toBeNull();
    expect(await pageFor('/contact', stamp)).toBeNull();
    expect(await pageFor('/about', stamp)).toBe('about');
    expect(await pageFor('/about', stamp)).toBe('about');
    expect(renders).toBe(3);
  });
});
