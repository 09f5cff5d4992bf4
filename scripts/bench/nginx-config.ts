import path from 'node:path';

/**
 * The nginx the server is compared with: one worker, gzip at the level the server's compression
 * middleware uses (6), serving the server's own HTML of `/` and the built static files. Everything
 * it writes (pid, temp files, errors) stays in `workDir`; it listens on 127.0.0.1 only.
 */
export interface NginxSite {
  workDir: string;
  port: number;
  /** The file served at `/`: the server's HTML of the home page for a signed-out visitor. */
  homeHtml: string;
  /** build/client: /assets, /images, favicon. */
  staticRoot: string;
  /** Running as root, nginx's worker would switch to `nobody`, who may not read the work folder. */
  runAsRoot: boolean;
}

const quote = (value: string) => {
  if (/["\\\n;{}]/.test(value)) throw new Error(`nginx: unusable path ${value}`);
  return `"${value}"`;
};

/** Where nginx runs: its work folder and whether it is started as root. */
type NginxProcess = Pick<NginxSite, 'workDir' | 'runAsRoot'>;

/** The main context and the start of `http`: one worker in the foreground, files in `workDir`. */
function preamble(site: NginxProcess): string {
  const temp = (name: string) => quote(`${site.workDir}/${name}`);
  return `# Written by npm run bench (scripts/bench/nginx-config.ts).
${site.runAsRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;

events {
  worker_connections 1024;
}

http {
  access_log off;
  keepalive_timeout 65;
  client_body_temp_path ${temp('client-body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
`;
}

export function nginxConfig(site: NginxSite): string {
  return `${preamble(site)}
  types {
    text/html html;
    text/css css;
    application/javascript js;
    application/json json;
    image/svg+xml svg;
    image/webp webp;
    image/jpeg jpg jpeg;
    image/png png;
    font/woff2 woff2;
  }
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;

  gzip on;
  gzip_comp_level 6;
  gzip_vary on;
  gzip_types text/css application/javascript application/json image/svg+xml;

  server {
    listen 127.0.0.1:${site.port};
    server_name localhost;
    root ${quote(site.staticRoot)};

    # try_files, not alias: "/" ends with a slash, and the index module would append index.html.
    location = / {
      root ${quote(path.posix.dirname(site.homeHtml))};
      try_files ${quote(`/${path.posix.basename(site.homeHtml)}`)} =404;
    }
  }
}
`;
}

/** nginx in front of several server processes, as docs/DEPLOY.md runs the site. */
export interface ProxySite extends NginxProcess {
  port: number;
  /** The ports of the server processes on 127.0.0.1. */
  upstreams: readonly number[];
}

/**
 * The shipped proxy configuration (`deployConfig`: deploy/nginx.conf's text) with its upstream
 * pointed at `upstreams` and listening on 127.0.0.1:`port`, inside the bench's own main context.
 * A deploy/nginx.conf without its `server app:3000` line or its `listen 80;` fails here, so the
 * measured proxy is never a copy that drifted from the shipped one.
 */
export function proxyConfig(site: ProxySite, deployConfig: string): string {
  const upstream = /^(\s*)server app:3000( [^;]*)?;$/m;
  const listen = /^(\s*)listen 80;$/m;
  if (!upstream.test(deployConfig) || !listen.test(deployConfig))
    throw new Error("nginx: deploy/nginx.conf no longer has 'server app:3000' and 'listen 80;'");
  if (site.upstreams.length === 0) throw new Error('nginx: no server process to send requests to');
  const body = deployConfig
    .replace(upstream, (_, indent: string, options = '') =>
      site.upstreams.map((port) => `${indent}server 127.0.0.1:${port}${options};`).join('\n'),
    )
    .replace(listen, (_, indent: string) => `${indent}listen 127.0.0.1:${site.port};`);
  return `${preamble(site)}\n${body}}\n`;
}
