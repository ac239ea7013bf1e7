/**
 * The password field with its rule checklist (src/widgets/passwords, spec 01 §5 'Password
 * rule checklist', §9 the 500 ms pause): shown only with the rule list and a loaded rule
 * set, every rule unmet while empty, items met as the user types, 'not used before' always
 * listed, and the server's checks after a pause, the latest answer only.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldDefinition } from '../../../../src/engine';
import { formScreen, loadScreen } from '../../../support/definitions';
import { renderScreen } from '../../../support/engine';
import { server } from '../../../support/msw';
import { violations } from '../../../support/axe';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

interface Rule {
  ValidationRuleType: number;
  ValidationRegex?: string;
  RegexMatchMeansError: boolean;
}
const rule = (type: number, regex?: string, matchMeansError = false): Rule => ({
  ValidationRuleType: type,
  ...(regex === undefined ? {} : { ValidationRegex: regex }),
  RegexMatchMeansError: matchMeansError,
});
const ruleSet = (minimum: number, ...rules: Rule[]) => ({
  MinimumLength: minimum,
  PasswordValidationRules: rules,
});

/** Capital, lowercase, number, special, not the e-mail, no repeats, contains-logon; minimum 8. */
const RULES = ruleSet(8, rule(0), rule(1), rule(3), rule(4), rule(7), rule(8), rule(10));

const TEXT = {
  min: 'Be at least 8 characters long',
  capital: 'Contain a capital letter',
  lowercase: 'Contain a lowercase letter',
  letter: 'Contain a letter',
  number: 'Contain a number',
  special: 'Contain a special character',
  ssn: 'Not match your Social Security Number',
  email: 'Not match your e-mail address',
  repeats: 'Not have three or more identical characters in a row',
  partOfLogon: 'Not be part of your login name',
  containsLogon: 'Not contain your login name',
  reused: 'Not be a password you have used before',
};

interface Setup {
  options?: FieldDefinition['options'];
  data?: Record<string, unknown>;
}

/** A form with a login name and the password with its checklist; the rule set comes from the screen's data. */
async function renderPassword({ options = {}, data = {} }: Setup = {}) {
  const user = userEvent.setup();
  const loaded = await loadScreen(
    formScreen(
      { type: 'object', properties: { userName: { type: 'string' }, password: { type: 'string' } } },
      {
        userName: { label: 'register.userNameLabel' },
        password: {
          label: 'register.passwordLabel',
          widget: 'passwordRules',
          options: { rules: { var: 'data.rules' }, logon: { var: 'form.userName' }, ...options },
        },
      },
    ),
  );
  renderScreen(loaded, { initialData: data, actions: { submit: async () => ({ ok: true }) } });
  const input = await waitFor(() => {
    const control = screen.getByLabelText('Password');
    expect(control).not.toHaveAttribute('aria-busy');
    return control;
  });
  return { input, user };
}

/** Each checklist item as [its text, met]. */
function items(): [string, boolean][] {
  const list = document.querySelector('.password-rules ul');
  if (!list) return [];
  return within(list as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => {
      const text = item.cloneNode(true) as HTMLElement;
      text.querySelectorAll('[aria-hidden="true"], .visually-hidden').forEach((node) => node.remove());
      const met = item.classList.contains('password-rules__item--met');
      // What a screen reader hears says the same.
      expect(item).toHaveTextContent(met ? '(met)' : '(not met)');
      return [text.textContent!.trim(), met];
    });
}

const metOf = (text: string) => items().find(([item]) => item === text)?.[1];

describe('the checklist for screen readers', () => {
  it('describes the password input, besides its error', async () => {
    const { input } = await renderPassword({ options: { ruleList: true }, data: { rules: RULES } });
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Your password must:'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(TEXT.capital));
  });

  it('adds nothing to the description without a checklist', async () => {
    const { input } = await renderPassword();
    expect(input.getAttribute('aria-describedby')).not.toMatch(/__rules/);
  });
});

describe('when the checklist shows', () => {
  it.each<[string, boolean, Setup]>([
    [
      'the rule list on and the rule set loaded',
      true,
      { options: { ruleList: true }, data: { rules: RULES } },
    ],
    ['the rule list on, the rule set not loaded', false, { options: { ruleList: true } }],
    [
      'the rule list off, the rule set loaded',
      false,
      { options: { ruleList: false }, data: { rules: RULES } },
    ],
    ['no rule list option', false, { data: { rules: RULES } }],
    [
      'a rule set that is not one',
      false,
      { options: { ruleList: true }, data: { rules: { MinimumLength: '8' } } },
    ],
  ])('%s: shown is %s', async (_case, shown, setup) => {
    await renderPassword(setup);
    if (shown) expect(screen.getByText('Your password must:')).toBeInTheDocument();
    else {
      expect(screen.queryByText('Your password must:')).not.toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    }
    // The password input is there either way, with its reveal button.
    expect(screen.getByRole('button', { name: 'Show Password' })).toBeInTheDocument();
  });
});

describe('the checklist', () => {
  const listed = { options: { ruleList: true }, data: { rules: RULES } };

  it('lists the rule set in the spec order, passwordReused last and always; all unmet while empty', async () => {
    await renderPassword(listed);
    expect(items()).toEqual([
      [TEXT.min, false],
      [TEXT.capital, false],
      [TEXT.lowercase, false],
      [TEXT.number, false],
      [TEXT.special, false],
      [TEXT.email, false],
      [TEXT.repeats, false],
      [TEXT.containsLogon, false],
      [TEXT.reused, false],
    ]);
  });

  it.each<[string, ReturnType<typeof ruleSet>, string[]]>([
    ['minimum 0 and no rules: only passwordReused', ruleSet(0), [TEXT.reused]],
    [
      'any letter only when neither capital nor lowercase is listed',
      ruleSet(0, rule(2)),
      [TEXT.letter, TEXT.reused],
    ],
    ['no any-letter item next to a capital', ruleSet(0, rule(0), rule(2)), [TEXT.capital, TEXT.reused]],
    [
      'the SSN, part-of-logon and reuse types',
      ruleSet(6, rule(5), rule(9), rule(11)),
      ['Be at least 6 characters long', TEXT.ssn, TEXT.partOfLogon, TEXT.reused],
    ],
  ])('%s', async (_case, rules, texts) => {
    await renderPassword({ options: { ruleList: true }, data: { rules } });
    expect(items().map(([text]) => text)).toEqual(texts);
  });

  it('turns items met as the user types, and unmet again as they break', async () => {
    const { input, user } = await renderPassword(listed);
    await user.type(screen.getByLabelText('Login Name'), 'sam.rivera');

    await user.type(input, 'h');
    expect(metOf(TEXT.lowercase)).toBe(true);
    expect(metOf(TEXT.capital)).toBe(false);
    expect(metOf(TEXT.repeats)).toBe(true);
    expect(metOf(TEXT.containsLogon)).toBe(true);

    await user.type(input, 'H');
    expect(metOf(TEXT.capital)).toBe(true);
    await user.type(input, '4');
    expect(metOf(TEXT.number)).toBe(true);
    await user.type(input, '#');
    expect(metOf(TEXT.special)).toBe(true);
    expect(metOf(TEXT.min)).toBe(false);
    await user.type(input, 'xyzw');
    expect(metOf(TEXT.min)).toBe(true);

    await user.type(input, 'www');
    expect(metOf(TEXT.repeats)).toBe(false);
    await user.type(input, 'sam.rivera');
    expect(metOf(TEXT.containsLogon)).toBe(false);

    await user.clear(input);
    expect(items().every(([, met]) => !met)).toBe(true);
  });

  it('compares with the e-mail the options carry', async () => {
    const { input, user } = await renderPassword({
      options: { ruleList: true, email: 'sam@example.com' },
      data: { rules: RULES },
    });
    await user.type(input, 'Sam@Example.com1');
    expect(metOf(TEXT.email)).toBe(true);
    await user.clear(input);
    await user.type(input, 'SAM@example.com');
    expect(metOf(TEXT.email)).toBe(false);
  });

  it('passwordReused counts as met once typed while the server has not said otherwise', async () => {
    const { input, user } = await renderPassword(listed);
    await user.type(input, 'Harbor#42x');
    expect(metOf(TEXT.reused)).toBe(true);
  });

  it('has no axe violations', async () => {
    const { input, user } = await renderPassword(listed);
    await user.type(input, 'Harbor#42x');
    expect(await violations('fragment')).toEqual([]);
  });
});

describe('the two login-name rules', () => {
  const BOTH = 'Not contain or be part of your login name';

  it('are one line when the rule set lists both, met only while both are', async () => {
    const { input, user } = await renderPassword({
      options: { ruleList: true },
      data: { rules: ruleSet(0, rule(9), rule(10)) },
    });
    expect(items()).toEqual([
      [BOTH, false],
      [TEXT.reused, false],
    ]);
    await user.type(screen.getByLabelText('Login Name'), 'sam.rivera');
    await user.type(input, 'Harbor#42x');
    expect(metOf(BOTH)).toBe(true);
    await user.type(input, 'sam.rivera');
    expect(metOf(BOTH)).toBe(false);
  });

  it('keep their own line when only one is listed', async () => {
    await renderPassword({ options: { ruleList: true }, data: { rules: ruleSet(0, rule(10)) } });
    expect(items().map(([text]) => text)).toEqual([TEXT.containsLogon, TEXT.reused]);
  });
});

type CheckBody = Record<string, unknown>;

/** Answers the password check at `path`; each answer may be held until the test lets it go. */
function mockCheck(path: 'ValidatePasswordForLoggedInUser' | 'ValidatePasswordForResetPassword') {
  const bodies: CheckBody[] = [];
  const answers: ((answer: Record<string, boolean>) => void)[] = [];
  let autoAnswer: Record<string, boolean> | undefined = {
    PasswordMatchesSSN: false,
    PasswordMatchesEmail: false,
    PasswordExists: false,
  };
  server.use(
    http.post(`/api/Login/${path}`, async ({ request }) => {
      bodies.push((await request.json()) as CheckBody);
      if (autoAnswer) return HttpResponse.json(autoAnswer);
      const answer = await new Promise<Record<string, boolean>>((resolve) => answers.push(resolve));
      return HttpResponse.json(answer);
    }),
  );
  return {
    bodies,
    /** Holds every answer from now on until answer(index) lets it go. */
    hold() {
      autoAnswer = undefined;
    },
    answer(index: number, exists: boolean) {
      answers[index]!({ PasswordMatchesSSN: false, PasswordMatchesEmail: false, PasswordExists: exists });
    },
    pending: () => answers.length,
  };
}

const reusedAnswer = (exists: boolean) => ({
  PasswordMatchesSSN: false,
  PasswordMatchesEmail: false,
  PasswordExists: exists,
});

describe("the server's checks", () => {
  const loggedIn = { options: { ruleList: true, serverCheck: 'loggedIn' }, data: { rules: RULES } };

  // user-event waits on timers through Testing Library's act wrapper, which only knows
  // Jest's fake timers: these tests change the value directly while the clock is fake.
  it('does not ask again about a password it has the answer for', async () => {
    const check = mockCheck('ValidatePasswordForLoggedInUser');
    const { input } = await renderPassword(loggedIn);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: 'Harbor#42' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    vi.useRealTimers();
    await waitFor(() => expect(check.bodies).toHaveLength(1));
    await waitFor(() => expect(metOf(TEXT.reused)).toBe(true));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: 'Harbor#42x' } });
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.change(input, { target: { value: 'Harbor#42' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    vi.useRealTimers();
    expect(check.bodies).toHaveLength(1);
  });

  it('asks once, 500 ms after the last change, with the flags the password needs', async () => {
    const check = mockCheck('ValidatePasswordForLoggedInUser');
    const { input } = await renderPassword(loggedIn);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.change(input, { target: { value: 'Harbor' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(input, { target: { value: 'Harbor#42' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(check.bodies).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(check.bodies).toHaveLength(1));
    expect(check.bodies).toEqual([
      {
        PasswordToValidate: 'Harbor#42',
        InvalidWhenMatchesSSN: false,
        InvalidWhenMatchEmail: false,
        InvalidWhenPasswordExists: true,
      },
    ]);
  });

  it('asks whether an e-mail-like password matches the e-mail when type 7 is listed', async () => {
    const check = mockCheck('ValidatePasswordForLoggedInUser');
    const { input, user } = await renderPassword(loggedIn);
    await user.type(input, 'Ab1@cd.co');
    await waitFor(() => expect(check.bodies).toHaveLength(1));
    expect(check.bodies[0]).toMatchObject({ InvalidWhenMatchEmail: true, InvalidWhenMatchesSSN: false });
  });

  it('a reused password turns passwordReused unmet; a new one met', async () => {
    let exists = true;
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/Login/ValidatePasswordForLoggedInUser', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(reusedAnswer(exists));
      }),
    );
    const { input, user } = await renderPassword(loggedIn);
    await user.type(input, 'Harbor#42x');
    await waitFor(() => expect(metOf(TEXT.reused)).toBe(false));
    expect(bodies).toHaveLength(1);

    exists = false;
    await user.type(input, 'y');
    await waitFor(() => expect(bodies).toHaveLength(2));
    await waitFor(() => expect(metOf(TEXT.reused)).toBe(true));
  });

  it('drops an older answer that arrives after a newer one', async () => {
    const check = mockCheck('ValidatePasswordForLoggedInUser');
    check.hold();
    const { input, user } = await renderPassword(loggedIn);
    await user.type(input, 'Harbor#42x');
    await waitFor(() => expect(check.pending()).toBe(1));
    await user.type(input, 'y');
    await waitFor(() => expect(check.pending()).toBe(2));

    check.answer(1, true);
    await waitFor(() => expect(metOf(TEXT.reused)).toBe(false));
    // The answer for 'Harbor#42x' (not used before) comes late: it must not clear the newer finding.
    check.answer(0, false);
    await new Promise((done) => setTimeout(done, 50));
    expect(metOf(TEXT.reused)).toBe(false);
    expect(check.bodies.map((body) => body.PasswordToValidate)).toEqual(['Harbor#42x', 'Harbor#42xy']);
  });

  it('a finding about what was typed before does not stick to what is typed now', async () => {
    const check = mockCheck('ValidatePasswordForLoggedInUser');
    check.hold();
    const { input, user } = await renderPassword(loggedIn);
    await user.type(input, 'Harbor#42x');
    await waitFor(() => expect(check.pending()).toBe(1));
    check.answer(0, true);
    await waitFor(() => expect(metOf(TEXT.reused)).toBe(false));
    await user.type(input, 'y');
    expect(metOf(TEXT.reused)).toBe(true);
  });

  it('asks nothing about a password the local rules refuse: the server would not answer it', async () => {
    const check = mockCheck('ValidatePasswordForLoggedInUser');
    const { input, user } = await renderPassword(loggedIn);
    // 9 digits, but no letter or special character: it could never be a password.
    await user.type(input, '123-45-6789');
    await new Promise((done) => setTimeout(done, 700));
    expect(check.bodies).toEqual([]);
    await user.clear(input);
    await user.type(input, 'Ab#123456789');
    await waitFor(() => expect(check.bodies).toHaveLength(1));
    expect(check.bodies[0]).toMatchObject({
      PasswordToValidate: 'Ab#123456789',
      InvalidWhenPasswordExists: true,
    });
  });

  it('says it cannot check now when the server has had too many checks (429), until the password changes', async () => {
    let refuse = true;
    server.use(
      http.post('/api/Login/ValidatePasswordForLoggedInUser', () =>
        refuse
          ? HttpResponse.json(
              { HasNoErrors: false, Errors: [{ ErrorMessage: 'TooManyRequests' }] },
              { status: 429, headers: { 'Retry-After': '300' } },
            )
          : HttpResponse.json(reusedAnswer(false)),
      ),
    );
    const { input, user } = await renderPassword(loggedIn);
    await user.type(input, 'Harbor#42x');
    const note = await screen.findByText(
      'This password could not be checked against your records just now. It will be checked when you save it.',
    );
    expect(note).toHaveAttribute('role', 'status');
    expect(note.closest('.password-rules')).not.toBeNull();
    refuse = false;
    await user.type(input, 'y');
    await waitFor(() => expect(screen.queryByText(/could not be checked/)).toBeNull());
  });

  it('a failed check changes nothing (the server answers on submit)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/Login/ValidatePasswordForLoggedInUser', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ HasNoErrors: false }, { status: 500 });
      }),
    );
    const { input, user } = await renderPassword(loggedIn);
    await user.type(input, 'Harbor#42x');
    await waitFor(() => expect(bodies).toHaveLength(1));
    await new Promise((done) => setTimeout(done, 50));
    expect(items().every(([, met]) => met)).toBe(true);
  });

  it("'reset' asks the reset check with the token of the link", async () => {
    const check = mockCheck('ValidatePasswordForResetPassword');
    const { input, user } = await renderPassword({
      options: { ruleList: true, serverCheck: 'reset', resetToken: 'reset-token-1' },
      data: { rules: RULES },
    });
    await user.type(input, 'Harbor#42x');
    await waitFor(() => expect(check.bodies).toHaveLength(1));
    expect(check.bodies[0]).toEqual({
      PasswordToValidate: 'Harbor#42x',
      InvalidWhenMatchesSSN: false,
      InvalidWhenMatchEmail: false,
      InvalidWhenPasswordExists: true,
      ResetToken: 'reset-token-1',
    });
    await waitFor(() => expect(metOf(TEXT.reused)).toBe(true));
  });

  // Any request without a handler fails the test (onUnhandledRequest: 'error').
  it.each<[string, FieldDefinition['options']]>([
    ["'reset' without a token", { ruleList: true, serverCheck: 'reset' }],
    ["'reset' with an empty token", { ruleList: true, serverCheck: 'reset', resetToken: '' }],
    ['no server check named', { ruleList: true }],
    ['an unknown server check', { ruleList: true, serverCheck: 'signedOut' }],
    ['no rule list', { serverCheck: 'loggedIn' }],
  ])('%s: never calls the server', async (_case, options) => {
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => {
      requests.push(request.url);
      return HttpResponse.json(reusedAnswer(false));
    };
    server.use(
      http.post('/api/Login/ValidatePasswordForResetPassword', record),
      http.post('/api/Login/ValidatePasswordForLoggedInUser', record),
    );
    const { input, user } = await renderPassword({ options, data: { rules: RULES } });
    await user.type(input, 'Harbor#42x');
    await new Promise((done) => setTimeout(done, 700));
    expect(requests).toEqual([]);
  });

  it('an emptied password cancels the pending check', async () => {
    const check = mockCheck('ValidatePasswordForLoggedInUser');
    const { input } = await renderPassword(loggedIn);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: 'Harbor#42x' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    fireEvent.change(input, { target: { value: '' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    await new Promise((done) => setTimeout(done, 50));
    expect(check.bodies).toEqual([]);
  });
});
