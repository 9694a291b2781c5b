import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json<T = { model?: Record<string, unknown> }>(): T;
}

/**
 * One HTTP request from a chosen loopback address (`from`, e.g. 127.0.7.1), so that the cluster's
 * clients are different clients to the balancer and to the request limits, as people are. A
 * network error answers status 0.
 */
export function request(
  url: string,
  {
    method = 'GET',
    headers = {},
    form,
    body,
    from,
    timeoutMs = 15_000,
  }: {
    method?: string;
    headers?: Record<string, string>;
    form?: Record<string, string | number | boolean>;
    body?: Buffer;
    from?: string;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const payload = form
    ? Buffer.from(
        new URLSearchParams(
          Object.entries(form).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString(),
      )
    : body;
  const allHeaders = {
    ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    ...(payload ? { 'content-length': String(payload.length) } : {}),
    ...headers,
  };
  return new Promise((resolve) => {
    const failed = (): Answer => answer(0, {}, Buffer.alloc(0));
    const outgoing = http.request(
      url,
      { method, headers: allHeaders, localAddress: from, agent: false, timeout: timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve(answer(response.statusCode ?? 0, response.headers, Buffer.concat(chunks))),
        );
        response.on('error', () => resolve(failed()));
      },
    );
    outgoing.on('error', () => resolve(failed()));
    outgoing.on('timeout', () => outgoing.destroy());
    if (payload) outgoing.write(payload);
    outgoing.end();
  });
}

function answer(status: number, headers: http.IncomingHttpHeaders, body: Buffer): Answer {
  return {
    status,
    headers,
    body,
    get text() {
      return body.toString('utf8');
    },
    json: () => JSON.parse(body.toString('utf8')),
  };
}

let next = 0;
/** A loopback address no earlier request of this run came from (127.1.0.1, 127.1.0.2, ...). */
export function freshAddress(): string {
  next += 1;
  return `127.${1 + Math.floor(next / 62_500)}.${Math.floor(next / 250) % 250}.${(next % 250) + 1}`;
}

/** A cookie jar of one: the session cookie a sign-in set. */
export function sessionCookie(answer: Answer): string {
  const set = [answer.headers['set-cookie'] ?? []].flat();
  const sid = set.map((cookie) => cookie.split(';')[0]!).find((cookie) => cookie.startsWith('sid='));
  if (!sid) throw new Error(`no session cookie: ${answer.status} ${answer.text.slice(0, 200)}`);
  return sid;
}
