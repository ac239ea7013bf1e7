import { describe, expect, it } from 'vitest';
import type { ScreenDefinition } from '../../../../src/engine/definition';
import { definitionSteps, previewRoute, previewScreens } from '../../../../src/screens/studio/previewScreens';

describe('previewRoute', () => {
  it.each([
    ['loanDetails', 'myaccount/loanDetails/{accountNumber}', 'myaccount/loanDetails/01-123400-1'],
    [
      'depositDetails',
      'myaccount/deposits/depositDetails/{accountNumber}',
      'myaccount/deposits/depositDetails/22-004512-0',
    ],
    [
      'applicationDetails',
      'myaccount/applicationdetails/{applicationNumber}',
      'myaccount/applicationdetails/A-20461',
    ],
    ['payment', 'myaccount/payment/{accountNumber?}', 'myaccount/payment'],
    ['sso', 'home/sso/{token?}', 'home/sso'],
    ['login', 'home/login', 'home/login'],
  ])('%s', (id, route, expected) => expect(previewRoute(id, route)).toBe(expected));
});

describe('definitionSteps', () => {
  it('lists a wizard’s steps with their titles and a step switch’s cases', () => {
    const blocks = [
      { type: 'heading', text: 'x.heading' },
      {
        type: 'wizard',
        id: 'w',
        steps: [
          { id: 'one', title: 'x.one' },
          { id: 'two', title: 'x.two' },
        ],
      },
      {
        type: 'switch',
        on: { or: [{ var: 'data.step' }, 'a'] },
        cases: { a: [], b: [{ type: 'switch', on: { var: 'data.kind' }, cases: { c: [] } }] },
      },
    ];
    expect(definitionSteps(blocks)).toEqual([
      { step: 'one', title: 'x.one' },
      { step: 'two', title: 'x.two' },
      { step: 'a' },
      { step: 'b' },
    ]);
  });

  it('finds none in a plain screen', () => {
    expect(definitionSteps([{ type: 'text', text: 'x.y' }])).toEqual([]);
  });
});

describe('previewScreens', () => {
  const definition = (id: string, route: string): ScreenDefinition =>
    ({ id, route, title: `${id}.title`, blocks: [] }) as unknown as ScreenDefinition;

  it('puts the sign-in screen first, then logged-out, then signed-in screens, and leaves the studio out', () => {
    const list = previewScreens([
      definition('dashboard', 'myaccount/dashboard'),
      definition('studio', 'studio'),
      definition('register', 'home/register'),
      definition('login', 'home/login'),
      definition('optOut', 'opt-out'),
    ]);
    expect(list.map((screen) => screen.route)).toEqual([
      'home/login',
      'home/register',
      'opt-out',
      'myaccount/dashboard',
    ]);
  });
});
