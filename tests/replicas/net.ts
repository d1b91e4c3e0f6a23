/**
 * The network pieces of the two-replica test (tests/replicas/run.ts, issue 47): a round-robin
 * balancer in front of the replicas, and a browser without script (plain HTTP with a cookie jar)
 * that connects from an address of its own on the loopback network (127.0.0.N), so that each
 * simulated user is a different client address behind the one balancer.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';

/** One request the balancer passed on: which replica answered it, and how. */
export interface Served {
  /** The replica's index (0 or 1). */
  replica: number;
  method: string;
  /** The path without its query. */
  path: string;
  status: number;
  /** How long the replica took to send its headers, in ms. */
  ms: number;
}

/** The balancer the test controls. */
export interface Balancer {
  /** The requests it passed on, in order. */
  served: Served[];
  /** The replicas' ports by index; `undefined` while one is being replaced (the other takes every request). */
  ports: Array<number | undefined>;
  /** The next post goes to this replica and the next other request (the page a post's redirect leads to) to the other. */
  startWith(replica: number): void;
  close(): Promise<void>;
}

/**
 * A round-robin balancer on `127.0.0.1:port`, as a reverse proxy in front of the replicas does it:
 * every request goes to the next replica in turn (a replica being replaced is skipped); posts take
 * turns among themselves and the other requests among theirs (as tests/server.spec.ts's balancer
 * does), or a post and the page its redirect leads to would always meet the same pair. The Host
 * header passes through, X-Forwarded-For gets the client's address appended and X-Forwarded-Proto
 * says http. It connects to the replicas from 127.0.0.1, the one address they trust (TRUST_PROXY).
 * A replica that cannot be reached gets the client a 502.
 * @param port - where it listens
 * @param ports - the replicas' ports (kept by reference: the test replaces them)
 * @throws Error when the port is taken
 */
export async function startBalancer(port: number, ports: Array<number | undefined>): Promise<Balancer> {
  const served: Served[] = [];
  const turns = { posts: 0, others: 0 };
  const next = (kind: 'posts' | 'others'): number => {
    for (let tries = 0; tries < ports.length; tries++) {
      const which = turns[kind]++ % ports.length;
      if (ports[which] !== undefined) return which;
    }
    throw new Error('no replica to send the request to');
  };
  const server: Server = createServer((req, res) => {
    const replica = next(req.method === 'POST' ? 'posts' : 'others');
    const started = Date.now();
    const peer = req.socket.remoteAddress ?? '';
    const forwarded = req.headers['x-forwarded-for'];
    const headers: IncomingHttpHeaders = {
      ...req.headers,
      'x-forwarded-for': forwarded ? `${String(forwarded)}, ${peer}` : peer,
      'x-forwarded-proto': 'http',
    };
    const upstream = request(
      {
        host: '127.0.0.1',
        localAddress: '127.0.0.1',
        port: ports[replica],
        method: req.method,
        path: req.url,
        headers,
        agent: false,
      },
      (answer) => {
        const status = answer.statusCode ?? 0;
        served.push({
          replica,
          method: req.method ?? '',
          path: (req.url ?? '').split('?')[0]!,
          status,
          ms: Date.now() - started,
        });
        res.writeHead(status, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      served.push({
        replica,
        method: req.method ?? '',
        path: (req.url ?? '').split('?')[0]!,
        status: 502,
        ms: Date.now() - started,
      });
      if (!res.headersSent) res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    served,
    ports,
    startWith: (replica) => {
      turns.posts = replica;
      turns.others = replica + 1;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An answer as the browser ends on it. */
export interface Page {
  status: number;
  /** Where it ended: the last address asked, or the address off the app's origin a redirect named. */
  url: string;
  body: string;
  headers: IncomingHttpHeaders;
}

/**
 * A browser without script for the app at `appOrigin`, reached at `connectTo` (the balancer, or a
 * replica directly), connecting from `localAddress`: it keeps its cookies, follows redirects on the
 * app's origin and stops at the first one that leaves it (the client's callback).
 */
export class Browser {
  private readonly cookies = new Map<string, string>();

  /**
   * @param appOrigin - the app's public origin, e.g. http://localhost:5302 (its Host header)
   * @param connectTo - the port on 127.0.0.1 the requests go to
   * @param localAddress - the address the browser connects from, e.g. 127.0.0.2
   */
  constructor(
    private readonly appOrigin: string,
    private readonly connectTo: number,
    private readonly localAddress: string,
  ) {}

  /** A cookie's value, or undefined. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Sets (or, with undefined, removes) a cookie, as the server's Set-Cookie would. */
  setCookie(name: string, value: string | undefined): void {
    if (value === undefined) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  /** GET a path (or an address on the app's origin), following the app's redirects. */
  get(path: string, headers: Record<string, string> = {}): Promise<Page> {
    return this.visit(path, undefined, headers);
  }

  /** POST a form (urlencoded), then follow the app's redirects with GETs. */
  post(path: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<Page> {
    return this.visit(path, new URLSearchParams(form).toString(), headers);
  }

  private async visit(path: string, body: string | undefined, headers: Record<string, string>): Promise<Page> {
    let url = new URL(path, this.appOrigin);
    let form = body;
    for (let hop = 0; hop < 10; hop++) {
      const page = await this.once(url, form, headers);
      const location = page.headers.location;
      if (!location || page.status < 300 || page.status >= 400) return page;
      url = new URL(location, url);
      if (url.origin !== this.appOrigin) return { ...page, url: url.href };
      form = undefined;
    }
    throw new Error(`too many redirects at ${url.href}`);
  }

  private once(url: URL, body: string | undefined, extra: Record<string, string>): Promise<Page> {
    const headers: Record<string, string> = {
      host: url.host,
      accept: 'text/html',
      ...extra,
    };
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: this.connectTo,
          localAddress: this.localAddress,
          method: body === undefined ? 'GET' : 'POST',
          path: `${url.pathname}${url.search}`,
          headers,
          agent: false,
          timeout: 15_000,
        },
        (res) => {
          for (const line of res.headers['set-cookie'] ?? []) {
            const [pair] = line.split(';');
            const i = pair!.indexOf('=');
            const name = pair!.slice(0, i).trim();
            this.setCookie(name, /max-age=0/i.test(line) ? undefined : pair!.slice(i + 1));
          }
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, url: url.href, body: text, headers: res.headers }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within 15 s: ${url.pathname}`)));
      req.on('error', reject);
      req.end(body);
    });
  }
}

/** The CSRF token of a page's form. */
export const csrfOf = (html: string): string => /name="_csrf"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? '';

/** The page's main heading, for messages. */
export const headingOf = (html: string): string =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim() ?? '(no heading)';
