/**
 * @vitest-environment happy-dom
 */
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import { SiteFooter } from './site-footer';

/** PRODUCT §1 and §2 Footer: the deployer's credits, the warning and the 2024 copyright line. */

test("the footer carries the deployer's credits, the warning and the copyright line", async () => {
  const credits = 'Photographs by Hannah Brooks; text by the Sierra Equine team.';
  renderRoute({ Component: SiteFooter, path: '/about', rootData: { credits } });
  const footer = await screen.findByRole('contentinfo');
  expect(footer).toHaveTextContent(credits);
  // The two things the warning must say, in whatever sentence carries them.
  expect(footer).toHaveTextContent(/not a real business/i);
  expect(footer).toHaveTextContent(/personal information/i);
  expect(footer).toHaveTextContent('© 2024 Sierra Equine Photography');
});
