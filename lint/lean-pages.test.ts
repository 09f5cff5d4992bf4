import { describe, expect, it } from 'vitest';
import { lintFiles } from './lint-probe';

const leanPages =
  "The layout and the marketing pages are the first load of a phone: write Bootstrap's markup and classes, not react-bootstrap's components, which come as script files of their own (decisions 003 and 051).";

const deepImports =
  "Import each component from its own module ('react-bootstrap/Button'): the index makes every page that reaches it reach all of react-bootstrap in the build's chunk groups (decision 069).";

/** A file at `path` that imports react-bootstrap's Card the way `how` says. */
const importing = (how: 'index' | 'subpath') =>
  how === 'index'
    ? "import { Card } from 'react-bootstrap';\nexport const parts = [Card];\n"
    : "import Card from 'react-bootstrap/Card';\nexport const parts = [Card];\n";

describe('react-bootstrap on the first load (noRestrictedImports in biome.json)', () => {
  it('is refused in the layout and the marketing pages, by its index or a component’s own path', async () => {
    const findings = await lintFiles({
      'app/root.tsx': importing('index'),
      'app/components/site-nav.tsx': importing('subpath'),
      'app/routes/home.tsx': importing('index'),
      'app/routes/services.tsx': importing('subpath'),
      'app/routes/client-stories.tsx': importing('index'),
    });
    expect(findings).toEqual([
      { path: 'app/components/site-nav.tsx', message: leanPages },
      { path: 'app/root.tsx', message: leanPages },
      { path: 'app/routes/client-stories.tsx', message: leanPages },
      { path: 'app/routes/home.tsx', message: leanPages },
      { path: 'app/routes/services.tsx', message: leanPages },
    ]);
  });

  it("stays the component library of every other page, one component's own module at a time, and there zod's rules still hold", async () => {
    const findings = await lintFiles({
      'app/routes/contact.tsx': importing('index'),
      'app/routes/admin-home.tsx': importing('subpath'),
      'app/components/auth-card.tsx': importing('subpath'),
      'app/routes/about.tsx': "import * as z from 'zod/v4';\nexport const schema = z;\n",
    });
    expect(findings).toEqual([
      { path: 'app/routes/about.tsx', message: "Import 'zod' (zod 4 is the package's main entry)." },
      { path: 'app/routes/contact.tsx', message: deepImports },
    ]);
  });
});
