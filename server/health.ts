import { Router } from 'express';

/**
 * For load balancers and orchestrators (docs/DEPLOY.md when present): `/healthz` answers while the
 * process runs; `/readyz` answers 200 only while the database does, 503 otherwise, so a proxy stops
 * sending visitors to a process that cannot serve them. Neither is cached or counted as a visit.
 */
export function healthRoutes(databaseAnswers: () => Promise<boolean>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text/plain').send('ok');
  });
  router.get('/readyz', async (_req, res) => {
    const ready = await databaseAnswers().catch(() => false);
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send(ready ? 'ready' : 'database not answering');
  });
  return router;
}
