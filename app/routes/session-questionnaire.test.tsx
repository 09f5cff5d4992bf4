/**
 * @vitest-environment happy-dom
 */
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import SessionQuestionnaire from './session-questionnaire';

/**
 * The questionnaire's messages (PRODUCT §16) as the client types and leaves each field, the saved
 * answers filled in, and the closed page; saving and who may is tests/integration/client-sessions.test.ts.
 */

const saved = {
  horseName: 'Juniper',
  breedAndColour: 'Appaloosa',
  discipline: 'Trail riding',
  barnAddress: '4 Sagebrush Lane, Reno, NV',
  directions: '',
  notes: 'Shy of umbrellas',
  picturesMayBeShown: false,
};

async function openPage(loaderData: Record<string, unknown>) {
  const posted = vi.fn(() => ({}));
  const rendered = renderRoute({
    Component: SessionQuestionnaire,
    path: '/sessions/:bookingId/questionnaire',
    url: '/sessions/7/questionnaire',
    loader: () => ({ id: 7, session: 'Equine portrait', closed: null, answers: null, ...loaderData }),
    action: posted,
  });
  await screen.findByRole('heading', { name: 'Questionnaire', level: 1 });
  return { ...rendered, posted, field: (label: string) => screen.getByLabelText(label, { exact: true }) };
}

describe('the questionnaire page', () => {
  test('every field’s message shows as the client leaves it', async () => {
    const form = await openPage({});
    const checks: [string, string, string][] = [
      ["Horse's name", '', "Horse's name is required"],
      ["Horse's name", 'h'.repeat(101), "Horse's name cannot exceed 100 characters"],
      ['Breed and colour', '', 'Breed and colour is required'],
      ['Discipline', '', 'Discipline is required'],
      ['Barn address', '', 'Barn address is required'],
      ['Barn address', 'a'.repeat(301), 'Barn address cannot exceed 300 characters'],
      [
        'Gate code or directions (optional)',
        'g'.repeat(501),
        'Gate code or directions cannot exceed 500 characters',
      ],
      [
        'Anything we should know (optional, up to 1,000 characters)',
        'n'.repeat(1001),
        'Anything we should know cannot exceed 1,000 characters',
      ],
    ];
    for (const [label, value, message] of checks) {
      await form.enter(form.field(label), value);
      expect(await screen.findByText(message, { exact: true })).toBeInTheDocument();
      expect(form.field(label)).toHaveAccessibleDescription(message);
    }
  });

  test('opens with what the answers are for, and marks the fields that may stay empty', async () => {
    await openPage({});
    expect(
      screen.getByText(
        'Your answers help the photographer plan your session: who your horse is, where to find the barn, and anything to be ready for. Fields marked (optional) may be left empty.',
      ),
    ).toBeInTheDocument();
    const optional = screen.getAllByLabelText(/\(optional/).map((field) => field.getAttribute('name'));
    expect(optional).toEqual(['directions', 'notes']);
  });

  test('a submit with nothing chosen asks for yes or no and posts nothing', async () => {
    const form = await openPage({});
    await form.user.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByText('Please choose yes or no')).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: /You may show pictures of my horse/ }),
    ).toHaveAccessibleDescription('Please choose yes or no');
    expect(form.posted).not.toHaveBeenCalled();
  });

  test('the saved answers fill the form, the pictures question included', async () => {
    const form = await openPage({ answers: saved });
    expect(form.field("Horse's name")).toHaveValue('Juniper');
    expect(form.field('Anything we should know (optional, up to 1,000 characters)')).toHaveValue(
      'Shy of umbrellas',
    );
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  });

  test('once closed it shows the answers and the reason, and no form', async () => {
    const closed = 'The questionnaire can no longer be changed: your session is on December 5, 2026.';
    await openPage({ answers: saved, closed });
    expect(screen.getByText(closed)).toBeInTheDocument();
    expect(screen.getByText('Juniper')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save answers' })).not.toBeInTheDocument();
  });
});
