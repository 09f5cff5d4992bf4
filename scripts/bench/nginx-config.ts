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

export function nginxConfig(site: NginxSite): string {
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
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  client_body_temp_path ${temp('client-body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};

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
