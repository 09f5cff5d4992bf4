import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { checkClasses, describeProblems } from './class-check.ts';

/** The modules whose markup ships: app/'s TypeScript, less its tests. */
export function appSources(appDir: string): { fileName: string; text: string }[] {
  return fs
    .readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .sort()
    .map((name) => ({
      fileName: path.join(path.basename(appDir), name),
      text: fs.readFileSync(path.join(appDir, name), 'utf8'),
    }));
}

/**
 * Fails `npm run build` when a class name written in app/ is in none of the stylesheets the client
 * build ships (class-check.ts). It reads the CSS files of the browser's bundle,
 * so what it checks against is exactly what visitors get.
 */
export function classCheck(): Plugin {
  return {
    name: 'class-check',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const stylesheets = Object.values(bundle).flatMap((file) =>
        file.type === 'asset' && file.fileName.endsWith('.css')
          ? [typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source)]
          : [],
      );
      if (stylesheets.length === 0)
        this.error('class check: the client build has no CSS file to check against');
      const problems = checkClasses(appSources(path.resolve('app')), stylesheets);
      if (problems.length > 0) this.error(describeProblems(problems));
    },
  };
}
