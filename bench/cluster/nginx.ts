// nginx (the Debian package) in front of the gateways, as a foreground process with a throw-away
// configuration: round robin without stickiness, WebSocket upgrades passed through, and the gateway that
// answered named in an `X-Upstream` header on every answer (the 101 of an upgrade too), so the test can
// tell which process served each request and each socket.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface Proxy {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startNginx(upstreams: string[], port: number): Promise<Proxy> {
  if (!fs.existsSync(NGINX_BIN))
    throw new Error(`${NGINX_BIN} not found: apt-get install -y nginx (or set NGINX_BIN)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festa-nginx-'));
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const config = `
daemon off;
worker_processes 1;
worker_rlimit_nofile 16384;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 8192; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream gateways {
    # A gateway that refuses a connection is left alone for 10 s; the request goes to the next one.
    ${upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=10s;`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://gateways;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Live sockets stay open for hours with nothing to say.
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config);
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', file, '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr.on('data', (b: Buffer) => (out += b.toString()));
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${out}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen in 10 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}
