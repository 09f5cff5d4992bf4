import { errorMessage } from '../../app/logging/log-error';
import { startClientPagesSite } from './client-pages';
import { clientPageTargets, lighthouseNotMeasured, lighthouseTable, runLighthouse } from './lighthouse';
import type { Table } from './report';

const title = 'Lighthouse, mobile: what a client opens from an email, signed in';

/**
 * Lighthouse on the client's pages (PRODUCT §15): on a server of its own with the client's
 * session, invoice, contract and released gallery of 24 pictures, signed in with the login form
 * and the cookie handed to Lighthouse. A page that cannot be prepared says so in the table.
 */
export async function clientPagesLighthouse(
  template: string,
  keepPage: (page: string) => boolean,
): Promise<Table[]> {
  // `--pages` naming none of them: no server to prepare.
  if (!['/sessions', '/invoices', '/contracts', '/galleries'].some((page) => keepPage(`${page}/1`)))
    return [];
  let site: Awaited<ReturnType<typeof startClientPagesSite>> | undefined;
  try {
    site = await startClientPagesSite(template);
    const paths = site.paths.filter(keepPage);
    const results = await runLighthouse(site.server.url, paths, { Cookie: site.cookie });
    return [
      lighthouseTable(title, results, clientPageTargets, [
        "Signed in as the client by the login form; the cookie handed to Lighthouse (--extra-headers). The data made by the app's services (scripts/bench/client-pages-seed.ts): a scheduled session, its contract (sent, not signed), its invoice (two lines, a deposit and a balance) and a released gallery of 24 pictures of 2400x1600.",
      ]),
    ];
  } catch (error) {
    return [lighthouseNotMeasured(title, errorMessage(error))];
  } finally {
    await site?.stop();
  }
}
