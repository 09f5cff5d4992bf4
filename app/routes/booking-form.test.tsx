/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import { routeArgs } from '../../tests/helpers/route-calls';
import { resetClock, setClock } from '../business-time/clock';
import BookingForm, { loader } from './booking-form';

/**
 * The booking form's messages and lists (PRODUCT §2 Booking Form, §5), as a visitor types and
 * leaves each field, before anything is posted; the form posted and answered is the browser
 * tests' part (tests/e2e/bookings-form.spec.ts).
 */

const sessionOptions = [
  'Equine portrait',
  'Event photography',
  'Fine art photography',
  'Advertising and marketing photography',
  'Editorial and journalistic photography',
  'Equine lifestyle photography',
  'other',
];
const hearAboutOptions = ['facebook', 'instagram', 'word of mouth', 'website', 'other'];

type Person = { name: string; email: string } | null;

/** The page as a visitor (the real loader, no cookie) or, with `person`, as a signed-in client. */
async function openForm(url = '/BookingForm', person?: Person) {
  const posted = vi.fn((_args: { request: Request }) => ({ sent: true }));
  const rendered = renderRoute({
    Component: BookingForm,
    path: '/BookingForm',
    url,
    loader: async ({ request }) => {
      const data = await loader(routeArgs<typeof loader>(request));
      return person === undefined ? data : { ...data, person };
    },
    action: posted,
  });
  await screen.findByRole('heading', { name: 'Booking Request', level: 1 });
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  const expectMessage = async (label: string, message: string) => {
    expect(await screen.findByText(message, { exact: true })).toBeInTheDocument();
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  };
  return { ...rendered, posted, field, expectMessage };
}

describe('the booking form', () => {
  test('every message shows as the visitor types and leaves each field', async () => {
    const form = await openForm();
    const checks: [string, string, string][] = [
      ['Name', '', 'Name is required'],
      ['Name', 'R2D2 Rider', 'Name must only contain letters'],
      ['Name', 'J', "Name can't be shorter than 2 characters"],
      ['Name', 'J'.repeat(101), 'Name cannot exceed 100 characters'],
      ['Email', '', 'Email is required'],
      ['Email', 'jane-at-example.com', 'Email address is invalid'],
      ['Email', 'a@b', 'Email must be longer than 5 characters'],
      ['Phone Number (123-456-7890)', '', 'Phone Number is required'],
      ['Phone Number (123-456-7890)', '5551234567', 'Phone number must look like 123-456-7890'],
      ['Location', '', 'Location is required'],
      ['Message (optional)', 'x'.repeat(1001), 'Message must not exceed 1000 characters'],
    ];
    for (const [label, value, message] of checks) {
      await form.enter(form.field(label), value);
      await form.expectMessage(label, message);
    }

    // The session select, left empty.
    await form.user.click(form.field('Session'));
    await form.user.tab();
    await form.expectMessage('Session', 'You must select an option');

    // Once a field shows a message, fixing it clears the message while typing.
    await form.user.clear(form.field('Name'));
    await form.user.type(form.field('Name'), 'Jane Rider');
    expect(screen.queryByText('Name cannot exceed 100 characters')).not.toBeInTheDocument();
    expect(form.field('Name')).not.toHaveAttribute('aria-invalid', 'true');
    await form.user.selectOptions(form.field('Session'), 'Event photography');
    expect(screen.queryByText('You must select an option')).not.toBeInTheDocument();
  });

  test('a submit with nothing filled in shows every required message and posts nothing', async () => {
    const form = await openForm();
    await form.user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Phone Number is required',
      'Location is required',
      'You must select an option',
    ]) {
      expect(await screen.findByText(message, { exact: true })).toBeInTheDocument();
    }
    // The optional fields stay quiet.
    expect(form.field('Message (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(form.field('How did you hear about us? (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(form.posted).not.toHaveBeenCalled();
  });

  test("the Session select has the product's seven options and How did you hear the five, none chosen", async () => {
    const form = await openForm();
    const options = (label: string) =>
      within(form.field(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Session')).toEqual(['Choose a session', ...sessionOptions]);
    expect(options('How did you hear about us? (optional)')).toEqual(['Choose one', ...hearAboutOptions]);
    expect(form.field('Session')).toHaveValue('');
    expect(form.field('How did you hear about us? (optional)')).toHaveValue('');
  });

  test('a session named in the address is chosen; one that is not an option is not', async () => {
    const chosen = await openForm('/BookingForm?session=Equine%20portrait');
    expect(chosen.field('Session')).toHaveValue('Equine portrait');
    chosen.unmount();
    const unknown = await openForm('/BookingForm?session=Underwater%20rodeo');
    expect(unknown.field('Session')).toHaveValue('');
  });

  test('a signed-in client finds their name and address filled in', async () => {
    const form = await openForm('/BookingForm', { name: 'Hannah Wells', email: 'hannah.wells@example.com' });
    expect(form.field('Name')).toHaveValue('Hannah Wells');
    expect(form.field('Email')).toHaveValue('hannah.wells@example.com');
    expect(form.field('Location')).toHaveValue('');
  });

  test('once sent, the form is empty again; a signed-in client keeps their name and address', async () => {
    const form = await openForm('/BookingForm', { name: 'Hannah Wells', email: 'hannah.wells@example.com' });
    await form.enter(form.field('Phone Number (123-456-7890)'), '775-555-0101');
    await form.enter(form.field('Location'), 'Carson City, Nevada');
    await form.enter(form.field('Message (optional)'), 'Two horses');
    await form.user.selectOptions(form.field('Session'), 'Equine portrait');
    await form.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Data submitted successfully!')).toBeInTheDocument();
    expect(form.posted).toHaveBeenCalledOnce();
    for (const label of ['Phone Number (123-456-7890)', 'Location', 'Message (optional)']) {
      expect(form.field(label)).toHaveValue('');
    }
    expect((form.field('Session') as HTMLSelectElement).value).toBe('');
    expect(form.field('Name')).toHaveValue('Hannah Wells');
    expect(form.field('Email')).toHaveValue('hannah.wells@example.com');
  });

  test('a complete request is posted with what was typed', async () => {
    const form = await openForm();
    await form.enter(form.field('Name'), 'Maria Gonzalez');
    await form.enter(form.field('Email'), 'maria.gonzalez@example.com');
    await form.enter(form.field('Phone Number (123-456-7890)'), '555-123-4567');
    await form.enter(form.field('Location'), 'Sacramento, California');
    await form.user.selectOptions(form.field('Session'), 'Equine portrait');
    await form.user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(form.posted).toHaveBeenCalledOnce());
    const body = await form.posted.mock.calls[0]?.[0].request.formData();
    if (!body) throw new Error('nothing posted');
    expect(Object.fromEntries(body)).toMatchObject({
      name: 'Maria Gonzalez',
      email: 'maria.gonzalez@example.com',
      phnumber: '555-123-4567',
      location: 'Sacramento, California',
      session: 'Equine portrait',
    });
  });

  test('the loader gives the day a request is recorded under, and when that day starts and ends', async () => {
    // 11:30 pm on 1 March 2026 in the business's zone (America/Los_Angeles, 8 hours behind UTC).
    setClock(new Date('2026-03-02T07:30:00Z'));
    try {
      const data = await loader(routeArgs<typeof loader>(new Request('http://localhost/BookingForm')));
      expect(data.day).toEqual({
        today: '2026-03-01',
        startsAt: Date.parse('2026-03-01T08:00:00Z'),
        endsAt: Date.parse('2026-03-02T08:00:00Z'),
        timeZone: 'America/Los_Angeles',
      });
    } finally {
      resetClock();
    }
  });
});
