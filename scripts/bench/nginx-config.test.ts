import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConfig, proxyConfig } from './nginx-config';

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

describe('the nginx in front of several server processes', () => {
  const shipped = fs.readFileSync(path.join(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8');
  const proxy = {
    workDir: '/tmp/equine-bench-proxy-abc',
    port: 41300,
    upstreams: [41301, 41302],
    runAsRoot: false,
  };
  const config = proxyConfig(proxy, shipped);

  it('is the shipped deploy/nginx.conf, sending to every process and listening on 127.0.0.1 only', () => {
    expect(config).toMatch(/^\s*server 127\.0\.0\.1:41301 max_fails=3 fail_timeout=10s;$/m);
    expect(config).toMatch(/^\s*server 127\.0\.0\.1:41302 max_fails=3 fail_timeout=10s;$/m);
    expect(config).not.toContain('app:3000');
    expect(config).toMatch(/^\s*listen 127\.0\.0\.1:41300;$/m);
    expect(config.match(/\blisten\b/g)).toHaveLength(1);
    // The shipped proxy's own settings, untouched.
    expect(config).toContain('keepalive 32;');
    expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });

  it('gives up idle connections to the app before the app closes them (65 s, server.js)', () => {
    const idle = /^\s*keepalive_timeout (\d+)s;$/m.exec(shipped)?.[1];
    expect(Number(idle)).toBeLessThan(65);
    const app = fs.readFileSync(path.join(import.meta.dirname, '../../server.js'), 'utf8');
    expect(app).toMatch(/^server\.keepAliveTimeout = 65_000;$/m);
  });

  it('runs one worker in the foreground, writing only to its work folder', () => {
    expect(config).toMatch(/^worker_processes 1;$/m);
    expect(config).toMatch(/^daemon off;$/m);
    for (const line of config.split('\n').filter((l) => /(_path|^pid|^error_log) /.test(l.trim())))
      expect(line).toContain('"/tmp/equine-bench-proxy-abc/');
    // Every block it opens is closed: the shipped file's server block inside the bench's http.
    expect(config.split('{').length).toBe(config.split('}').length);
  });

  it('refuses a deploy/nginx.conf whose upstream or listen line it cannot find', () => {
    expect(() => proxyConfig(proxy, shipped.replace('server app:3000', 'server web:8080'))).toThrow(
      /deploy\/nginx\.conf/,
    );
    expect(() => proxyConfig(proxy, shipped.replace('listen 80;', 'listen 8080;'))).toThrow(
      /deploy\/nginx\.conf/,
    );
    expect(() => proxyConfig({ ...proxy, upstreams: [] }, shipped)).toThrow(/no server process/);
  });
});
