import http from 'node:http';
import { expect, test } from './helpers/fixtures';

const publicForms = ['/login', '/signup', '/contact', '/BookingForm'];
const twentyMb = 20 * 1024 * 1024;

interface Answer {
  status: number;
  ms: number;
}

/**
 * Posts `size` bytes the way an attacker would, and resolves as soon as the status line arrives
 * (the server may close the connection while the body is still being sent).
 */
function postHuge(base: string, path: string, size: number): Promise<Answer> {
  const url = new URL(path, base);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = {
      Origin: url.origin,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': String(size),
    };
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      resolve({ status: response.statusCode ?? 0, ms: Date.now() - started });
      response.resume();
      request.destroy();
    });
    // A reset after the answer is the point of the test, not a failure.
    request.on('error', (error) => setTimeout(() => reject(error), 2000));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      request.end();
    };
    pump();
  });
}

test.describe('request body limit', () => {
  for (const path of publicForms) {
    test(`a 20 MB POST to ${path} gets 413 within a second and the server still answers`, async ({
      server,
      request,
    }) => {
      const answer = await postHuge(server.url, path, twentyMb);
      expect(answer.status).toBe(413);
      expect(answer.ms).toBeLessThan(1000);
      const home = await request.get('/');
      expect(home.status()).toBe(200);
    });
  }
});

test.describe('bodies that are not forms', () => {
  for (const path of [...publicForms, '/logout']) {
    test(`${path} answers text/plain, JSON and broken multipart with 400 or 415, never 500`, async ({
      request,
      server,
    }) => {
      const bodies = [
        { type: 'text/plain', data: 'email=a@example.com&password=x' },
        { type: 'application/json', data: '{"email":"a@example.com"}' },
        { type: 'multipart/form-data; boundary=x', data: '--x\r\nContent-Disposition: form-data; name="a"' },
      ];
      for (const body of bodies) {
        const response = await request.post(path, {
          headers: { Origin: server.url, 'Content-Type': body.type },
          data: body.data,
        });
        expect([400, 415], `${path} ${body.type}`).toContain(response.status());
      }
    });
  }
});
