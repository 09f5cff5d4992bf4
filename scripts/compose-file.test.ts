import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const composeText = fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  restart?: string;
}

/** Compose's interpolations: `${NAME}`, `${NAME:-default}`, `${NAME:?message}` and their forms without `:`. */
function interpolations(text: string): { name: string; operator: string; argument: string }[] {
  // `$$` is compose's escape for a literal `$` (a shell variable inside a command), not an interpolation.
  const unescaped = text.replaceAll('$$', '');
  return [...unescaped.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}/g)].map((match) => ({
    name: match[1] ?? '',
    operator: match[2] ?? '',
    argument: match[3] ?? '',
  }));
}

// Decision 033. There is no container engine on our machines, so the file is
// read as text and as YAML here; `docker compose config` would check the same where one runs.
describe('compose.yaml', () => {
  const compose = parse(composeText) as { services: Record<string, Service> };
  const services = compose.services;

  it('is YAML with the four services of DEPLOY.md', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'nginx', 'objects', 'postgres']);
  });

  it('starts an app replica again after it stops on its own (exit 1 after an uncaught exception, decision 055)', () => {
    expect(services.app?.restart).toBe('unless-stopped');
  });

  it('requires every secret and the first admin address: a missing one stops compose with a message', () => {
    const required = [
      'POSTGRES_PASSWORD',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'GARAGE_RPC_SECRET',
      'SESSION_SECRET',
      'ADMIN_EMAIL',
    ];
    const uses = interpolations(composeText);
    for (const name of required) {
      const ofName = uses.filter((use) => use.name === name);
      expect(ofName.length, name).toBeGreaterThan(0);
      for (const use of ofName) {
        expect(use.operator, `every use of ${name} is \${${name}:?message}`).toBe(':?');
        expect(use.argument.trim(), `${name}'s message`).not.toBe('');
      }
    }
  });

  it('gives a default only to settings that are not secrets', () => {
    const optional = new Set(
      interpolations(composeText)
        .filter((use) => use.operator !== ':?')
        .map((use) => use.name),
    );
    expect([...optional].sort()).toEqual(['PUBLIC_URL', 'SMTP_URL']);
    // A bare $NAME would escape the rules above.
    expect(composeText.replaceAll('$$', '')).not.toMatch(/\$[A-Za-z_]/);
  });

  it('pins every image to a release, none of them MinIO (discontinued) and none floating', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build !== undefined) continue;
      const image = service.image ?? '';
      expect(image, name).toMatch(/^[a-z0-9./-]+:[A-Za-z0-9._-]*\d[A-Za-z0-9._-]*$/);
      expect(image, name).not.toMatch(/:(latest|stable|mainline)$/);
      expect(image, name).not.toMatch(/minio/);
    }
  });

  it("gives the app the object store's key for the pictures bucket, not a root credential", () => {
    const app = services.app?.environment ?? {};
    const objects = services.objects?.environment ?? {};
    expect(services.objects?.command).toEqual(['/garage', 'server', '--single-node', '--default-bucket']);
    expect(app.S3_ACCESS_KEY_ID).toBe(objects.GARAGE_DEFAULT_ACCESS_KEY);
    expect(app.S3_SECRET_ACCESS_KEY).toBe(objects.GARAGE_DEFAULT_SECRET_KEY);
    expect(app.S3_BUCKET).toBe('pictures');
    expect(objects.GARAGE_DEFAULT_BUCKET).toBe('pictures');
    // The cluster's own secret, and Garage's admin API token, reach no other service.
    for (const [name, service] of Object.entries(services)) {
      const variables = Object.keys(service.environment ?? {});
      if (name !== 'objects') expect(variables, name).not.toContain('GARAGE_RPC_SECRET');
      expect(variables, name).not.toContain('GARAGE_ADMIN_TOKEN');
    }
  });

  it("signs the app's requests for Garage's region", () => {
    const garageToml = fs.readFileSync(path.join(root, 'deploy/garage.toml'), 'utf8');
    const region = /^s3_region\s*=\s*"([^"]+)"/m.exec(garageToml)?.[1];
    expect(region).toBe('garage');
    expect(services.app?.environment?.S3_REGION).toBe(region);
  });
});
