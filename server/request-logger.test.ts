import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLogger } from './request-logger';

afterEach(() => {
  vi.restoreAllMocks();
});

function finishRequest(path: string, status: number): EventEmitter {
  const res = Object.assign(new EventEmitter(), { statusCode: status });
  const req = { method: 'GET', originalUrl: path };
  requestLogger()(req as unknown as Request, res as unknown as Response, (() => undefined) as NextFunction);
  return res;
}

describe('request logger', () => {
  it('writes the lines of one turn together, without the query string', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const answers = [
      finishRequest('/about?token=secret', 200),
      finishRequest('/team', 304),
      finishRequest('/nope', 404),
    ];
    for (const res of answers) res.emit('finish');
    expect(write).not.toHaveBeenCalled();
    await new Promise((resolve) => setImmediate(resolve));
    expect(write).toHaveBeenCalledTimes(1);
    const text = String(write.mock.calls[0]?.[0]);
    expect(text).toMatch(/^GET \/about 200 [\d.]+ms\nGET \/team 304 [\d.]+ms\nGET \/nope 404 [\d.]+ms\n$/);
    expect(text).not.toContain('secret');
  });

  it('writes the route with :token for reset, verification, calendar feed and guest link addresses, never the token', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const token = 'c2VjcmV0LXRva2VuLW9mLWEtb25lLXRpbWUtbGluaw';
    const picture = '0b7c5a8e-3f0e-4d55-9a7e-2c1f4be1d0aa';
    const answers = [
      finishRequest(`/reset-password/${token}`, 200),
      finishRequest(`/verify-email/${token}?next=1`, 200),
      finishRequest(`/calendar/${token}.ics`, 200),
      finishRequest(`/share/${token}`, 200),
      finishRequest(`/share/${token}/${picture}/display`, 200),
    ];
    for (const res of answers) res.emit('finish');
    await new Promise((resolve) => setImmediate(resolve));
    const text = write.mock.calls.map((args) => String(args[0])).join('');
    expect(text.split('\n').map((line) => line.replace(/ [\d.]+ms$/, ''))).toEqual([
      'GET /reset-password/:token 200',
      'GET /verify-email/:token 200',
      'GET /calendar/:token.ics 200',
      'GET /share/:token 200',
      `GET /share/:token/${picture}/display 200`,
      '',
    ]);
    expect(text).not.toContain(token);
  });
});
