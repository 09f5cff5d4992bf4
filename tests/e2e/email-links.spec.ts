import { expect, mailTo, test } from './helpers/fixtures';

const booking = {
  name: 'Tyler Reed',
  email: 'tyler@example.com',
  phnumber: '916-555-0100',
  location: 'Elk Grove, CA',
  session: 'Equine portrait',
  msg: 'Two horses.',
  hearAbout: 'instagram',
};

test('email links come from PUBLIC_URL: a booking posted with Host: evil.test never yields an evil.test link', {
  tag: '@full',
}, async ({ request, server }) => {
  // The whole request claims to be evil.test (Host and a matching Origin): refused, nothing sent.
  const forged = await request.post(`${server.url}/BookingForm`, {
    headers: { Host: 'evil.test', Origin: 'http://evil.test' },
    form: booking,
  });
  expect(forged.status()).toBe(403);

  const genuine = await request.post(`${server.url}/BookingForm`, {
    headers: { Origin: server.url },
    form: { ...booking, email: 'tyler.two@example.com' },
  });
  expect(genuine.status()).toBe(200);
  // Tyler's acknowledgement and the business's notice of Tyler's request.
  const tylers = async () => [
    ...(await mailTo(server, 'tyler.two@example.com')),
    ...(await mailTo(server, 'hello@equine-photography.test')).filter((m) =>
      m.subject.includes('Tyler Reed'),
    ),
  ];
  await expect.poll(async () => (await tylers()).length).toBe(2);
  const mail = await tylers();
  expect(await mailTo(server, 'tyler@example.com')).toEqual([]);
  expect(mail.map((m) => `${m.text}${m.html}`).join('')).not.toContain('evil.test');
  const notice = mail.find((m) => m.subject.startsWith('New booking request'));
  // The test server's PUBLIC_URL is its own address (tests/e2e/helpers/server.ts).
  expect(notice?.text).toContain(`Open booking request: ${server.url}/BookingInfo/`);
});

test('production refuses to start without PUBLIC_URL, with one line', { tag: '@full' }, async ({
  startServer,
}) => {
  await expect(startServer({ env: { PUBLIC_URL: '' } })).rejects.toThrow(
    /Invalid configuration: PUBLIC_URL is required in production/,
  );
});
