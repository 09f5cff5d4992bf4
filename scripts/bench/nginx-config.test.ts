import { describe, expect, it } from 'vitest';
import { nginxConfig } from './nginx-config';

const site = {
  workDir: '/tmp/equine-bench-nginx-abc',
  port: 41234,
  homeHtml: '/tmp/equine-bench-nginx-abc/home.html',
  staticRoot: '/repo/build/client',
  runAsRoot: false,
};

describe('the nginx the server is compared with', () => {
  const config = nginxConfig(site);

  it('runs one worker in the foreground, on 127.0.0.1 only', () => {
    expect(config).toMatch(/^worker_processes 1;$/m);
    expect(config).toMatch(/^daemon off;$/m);
    expect(config).toMatch(/^\s*listen 127\.0\.0\.1:41234;$/m);
    expect(config.match(/\blisten\b/g)).toHaveLength(1);
  });

  it('gzips HTML (always on), CSS and JavaScript at the level the server uses', () => {
    expect(config).toMatch(/^\s*gzip on;$/m);
    expect(config).toMatch(/^\s*gzip_comp_level 6;$/m);
    expect(config).toMatch(/^\s*gzip_types text\/css application\/javascript/m);
  });

  it("serves the server's HTML at / and the built static files, writing only to its work folder", () => {
    expect(config).toContain(
      'location = / {\n      root "/tmp/equine-bench-nginx-abc";\n      try_files "/home.html" =404;',
    );
    expect(config).toMatch(/^\s*root "\/repo\/build\/client";$/m);
    for (const line of config.split('\n').filter((l) => /(_path|^pid|^error_log) /.test(l.trim()))) {
      expect(line).toContain('"/tmp/equine-bench-nginx-abc/');
    }
    expect(config).not.toMatch(/^user /m);
  });

  it('keeps the worker as root when nginx is started as root (the work folder is private)', () => {
    expect(nginxConfig({ ...site, runAsRoot: true })).toMatch(/^user root;$/m);
  });

  it('refuses a path that would break out of its quotes', () => {
    expect(() => nginxConfig({ ...site, staticRoot: '/repo"; include /etc/passwd; "' })).toThrow(
      /unusable path/,
    );
  });
});
