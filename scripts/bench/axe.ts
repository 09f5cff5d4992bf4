import fs from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { errorMessage } from '../../app/logging/log-error';
import { atMost, type Cell, checkedCell, type Table, text } from './report';
import { publicPages, type Role, type SiteUnderTest } from './site';
import { axeSourcePath, chromiumFlags, chromiumPath } from './tools';

/** PRODUCT §15: no axe-core violation on any page (axe's default rules: WCAG 2.x A/AA and best practices). */
export const axeTarget = atMost(0, '0');

export interface AxeCheck {
  role: Role | 'signed out';
  page: string;
}

/** Every public page and the 404 signed out, then the pages each signed-in role has. */
export function axePages(clientId: number): AxeCheck[] {
  const signedOut: AxeCheck[] = [...publicPages, '/forgot-password', '/no-such-page'].map((page) => ({
    role: 'signed out',
    page,
  }));
  const byRole: Record<Role, string[]> = {
    User: ['/', '/account'],
    Client: ['/', '/products', '/cart', '/checkout', '/orders', '/client-pictures', '/account'],
    Admin: [
      '/adminHome',
      `/edit/${clientId}`,
      `/editImages/${clientId}`,
      `/ShowImages/${clientId}`,
      '/account',
    ],
  };
  const signedIn = (Object.keys(byRole) as Role[]).flatMap((role) =>
    byRole[role].map((page) => ({ role, page })),
  );
  return [...signedOut, ...signedIn];
}

interface Violation {
  id: string;
  impact: string;
  nodes: number;
  target: string;
}

export interface AxeResult extends AxeCheck {
  status: number;
  /** Undefined when the page could not be checked (see `problem`). */
  violations?: Violation[];
  problem?: string;
}

interface AxeInPage {
  run(): Promise<{
    violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[];
  }>;
}

export async function runAxe(site: SiteUnderTest): Promise<AxeResult[]> {
  const axeSource = await fs.readFile(axeSourcePath, 'utf8');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results: AxeResult[] = [];
  try {
    for (const check of axePages(site.clientId)) {
      // A fresh context per page: the first-visit dialog and the signed-in state are the page's own.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (check.role !== 'signed out') {
        await context.addCookies([
          {
            name: '__session',
            value: site.cookies[check.role],
            url: site.server.url,
            httpOnly: true,
            sameSite: 'Lax',
          },
        ]);
      }
      const page = await context.newPage();
      try {
        const response = await page.goto(site.server.url + check.page, {
          waitUntil: 'load',
          timeout: 30_000,
        });
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        const status = response?.status() ?? 0;
        const landed = new URL(page.url()).pathname;
        if (landed !== check.page) {
          results.push({ ...check, status, problem: `ended on ${landed} instead` });
          continue;
        }
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: AxeInPage }).axe;
          const found = await axe.run();
          return found.violations.map((v) => ({
            id: v.id,
            impact: v.impact ?? 'unknown',
            nodes: v.nodes.length,
            target: String(v.nodes[0]?.target.join(' ') ?? ''),
          }));
        });
        results.push({ ...check, status, violations });
      } catch (error) {
        results.push({
          ...check,
          status: 0,
          problem: errorMessage(error).split('\n')[0],
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function axeTable(results: readonly AxeResult[]): Table {
  const rows: Cell[][] = results.map((r) => [
    text(r.role),
    text(r.page),
    text(String(r.status)),
    checkedCell(r.violations?.length, axeTarget, String),
  ]);
  const notes = results.flatMap((r) => [
    ...(r.problem ? [`${r.role} ${r.page}: not checked, ${r.problem}`] : []),
    ...(r.violations ?? []).map(
      (v) =>
        `${r.role} ${r.page}: ${v.id} (${v.impact}, ${v.nodes} element${v.nodes === 1 ? '' : 's'}, e.g. ${v.target})`,
    ),
  ]);
  return {
    title: 'axe-core (default rules), desktop 1280×800',
    columns: ['signed in as', 'page', 'status', `violations ${axeTarget.text}`],
    rows,
    notes,
  };
}
