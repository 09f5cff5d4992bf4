import '@testing-library/jest-dom/vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';

/**
 * Component tests of a route (the Epic Stack's way): the route's component rendered by React
 * Router's createRoutesStub in happy-dom, read and driven with Testing Library as a person would
 * (roles, labels, typing, leaving a field). A test file opts in with the docblock
 * `@vitest-environment happy-dom` at its top and renders through this module, which also adds
 * jest-dom's matchers (`toBeVisible`, `toHaveAccessibleDescription` …); what it rendered is unmounted
 * after each test (tests/helpers/vitest-setup.ts).
 * What needs real CSS, layout or the server's answer stays in the browser tests.
 */

/** Nothing to show while the stub's loaders run (they answer at once). */
function NoFallback() {
  return null;
}

/** A route as createRoutesStub takes it. */
type StubRoute = Parameters<typeof createRoutesStub>[0][number];

export interface RouteStub {
  /** The route's component (its default export); it gets loaderData and actionData as props. */
  Component: NonNullable<StubRoute['Component']>;
  /** Where the route sits and where the test opens it (default '/'). */
  path?: string;
  /** The URL opened, when it differs from `path` (a parameter filled in, a query string). */
  url?: string;
  /** What the route's loader answers: data written in the test, or the real loader called. */
  loader?: StubRoute['loader'];
  /** The route's action: a spy, to see what was posted (or that nothing was). */
  action?: StubRoute['action'];
  /** What the root route's loader answers, for components that read it (useRootData). */
  rootData?: unknown;
  /** The route's error boundary: the app's own (root.tsx's) to see the page an error shows. */
  ErrorBoundary?: StubRoute['ErrorBoundary'];
}

/** Renders the route as the only page of an app whose root route answers `rootData`. */
export function renderRoute({
  Component,
  path = '/',
  url,
  loader,
  action,
  rootData,
  ErrorBoundary,
}: RouteStub) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData ?? null,
      HydrateFallback: NoFallback,
      children: [
        path === '/'
          ? { index: true, Component, loader, action, ErrorBoundary, HydrateFallback: NoFallback }
          : { path, Component, loader, action, ErrorBoundary, HydrateFallback: NoFallback },
      ],
    },
  ]);
  const user = userEvent.setup();
  /** Puts `value` in the field in place of what it held (as a paste: long values stay quick), then leaves it. */
  const enter = async (field: HTMLElement, value: string) => {
    await user.clear(field);
    if (value) {
      await user.click(field);
      await user.paste(value);
    }
    await user.tab();
  };
  return { user, enter, ...render(<Stub initialEntries={[url ?? path]} />) };
}
