/**
 * The registration wizard (screen-definitions/register.json) in the whole app: the real
 * routes, shells, registry (its lazy register actions and public blocks, publicDeps and the
 * sign-in flow), the generated register and login screens and a test dashboard, signed
 * out. Helpers fill each step as a user would; the calls are answered by ./api.ts.
 */
import { waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { clearHandoff } from '../../../../src/app/handoff';
import { createRegistry } from '../../../../src/app/registry';
import { clearSession } from '../../../../src/app/session/store';
import { type SettingsLayers } from '../../../../src/engine';
import { screens } from '../../../../src/generated/screens';
import { clearPending } from '../../../../src/screens/postLogin/pending';
import { entryOf, TEST_SCREENS, mountApp } from '../../app/portalHarness';
import { badRequests } from '../postLogin/api';

export { currentUrl, settle } from '../../app/portalHarness';

const APP_SCREENS = [
  ...screens.filter((entry) => entry.id === 'register' || entry.id === 'login'),
  ...TEST_SCREENS.filter((definition) => definition.id === 'dashboard').map(entryOf),
];

/** Resets what outlives a render; fails a test that sent a request its schema does not accept. */
export function useRegisterHarness() {
  // Each test walks real forms with lazy widgets: allow for a busy machine.
  vi.setConfig({ testTimeout: 30_000 });
  beforeEach(() => {
    clearPending();
    clearHandoff();
    clearSession();
    localStorage.clear();
    sessionStorage.clear();
    badRequests.length = 0;
  });
  afterEach(() => {
    expect(badRequests, 'requests that do not conform to schemas/api').toEqual([]);
  });
}

export interface RegisterRenderOptions {
  options?: Record<string, unknown>;
  layers?: SettingsLayers;
  path?: string;
}

export function renderRegister({ options, layers, path = '/home/register' }: RegisterRenderOptions = {}) {
  const view = mountApp({ path, screens: APP_SCREENS, registry: createRegistry(), options, layers });
  return { ...view, user: userEvent.setup() };
}

export type RegisterView = ReturnType<typeof renderRegister>;

/** The settings layer that hides these registration flags (register.hide…). */
export function hidden(...flags: string[]): SettingsLayers {
  return { shared: { register: Object.fromEntries(flags.map((flag) => [flag, 'true'])) } };
}

/** The step's section (the wizard keeps every step mounted, the others hidden). */
export function stepSection(
  id: 'personalInfo' | 'emailVerification' | 'security' | 'logonInfo',
): HTMLElement {
  const section = document.querySelector<HTMLElement>(`section[data-step="${id}"]`);
  if (!section) throw new Error(`no step ${id}`);
  return section;
}

/** Waits until the step is the one shown with its lazy widgets loaded, and returns its queries. */
export async function findStep(id: 'personalInfo' | 'emailVerification' | 'security' | 'logonInfo') {
  await waitFor(() => {
    expect(stepSection(id)).toBeVisible();
    // A lazy widget holds its place with a busy input until its code is there.
    expect(stepSection(id).querySelector('[aria-busy="true"]')).toBeNull();
  });
  return within(stepSection(id));
}

/** A control that may still be loading (the masked widgets are lazy). */
export async function findControl(container: HTMLElement, label: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const control = within(container).getByLabelText(label);
    expect(control).not.toHaveAttribute('aria-busy');
    return control;
  });
}

export const PERSON = {
  accountNumber: '011234567',
  firstName: 'Sam',
  middleName: 'Lee',
  lastName: 'Rivera',
  email: 'new.rivera@example.com',
  ssn: '987654321',
  dateOfBirth: '04121985',
  zip: '84101',
  phone: '8015550142',
};

export type Person = typeof PERSON & { accountType: 'Deposit' | 'Loan' };

/**
 * How a helper enters a value: typed key by key (the default: what a step's own tests need), or
 * pasted at once (the steps a test only walks through to reach the one it is about, whose
 * typing their own tests cover; a paste costs one input event instead of one per key).
 */
export type Entry = 'typing' | 'pasting';

async function enter(user: RegisterView['user'], control: HTMLElement, value: string, entry: Entry) {
  if (entry === 'typing') return user.type(control, value);
  await user.click(control);
  await user.paste(value);
}

/** Fills the personal step (fields hidden by flags are skipped); presses nothing. */
export async function fillPersonal(
  { user }: RegisterView,
  person: Partial<Person> = {},
  { accountType = true, entry = 'typing' }: { accountType?: boolean; entry?: Entry } = {},
): Promise<void> {
  const values = { accountType: 'Loan', ...PERSON, ...person };
  const section = stepSection('personalInfo');
  const inStep = within(section);
  if (accountType && inStep.queryByRole('radio', { name: values.accountType }))
    await user.click(inStep.getByRole('radio', { name: values.accountType }));
  const type = async (label: string, value: string) => {
    if (!value || !inStep.queryByLabelText(label)) return;
    const control = await findControl(section, label);
    // The account number waits for the type (a preselected one is chosen by an effect).
    await waitFor(() => expect(control).toBeEnabled());
    await user.clear(control);
    await enter(user, control, value, entry);
  };
  await type('Account Number', values.accountNumber);
  await type('First Name', values.firstName);
  await type('Middle Name', values.middleName);
  await type('Last Name', values.lastName);
  await type('Email Address', values.email);
  await type('Social Security Number', values.ssn);
  await type('Date of Birth', values.dateOfBirth);
  await type('Zip Code', values.zip);
  await type('Phone Number', values.phone);
}

export async function pressContinue({ user }: RegisterView, step: Parameters<typeof stepSection>[0]) {
  await user.click(within(stepSection(step)).getByRole('button', { name: 'Continue' }));
}

export const SECURITY = {
  placeOfBirth: 'Ogden',
  driversLicense: 'D1234567',
  mothersMaiden: 'Moreno',
  question: 'In what city were you born?',
  answer: 'Ogden',
};

/** Fills the security step with a chosen question (fields hidden by flags are skipped). */
export async function fillSecurity(
  { user }: RegisterView,
  values: Partial<typeof SECURITY> = {},
  { entry = 'typing' }: { entry?: Entry } = {},
) {
  const all = { ...SECURITY, ...values };
  const inStep = within(stepSection('security'));
  const type = async (label: string, value: string) => {
    const control = inStep.queryByLabelText(label);
    if (control && value) await enter(user, control, value, entry);
  };
  await type('Place of Birth', all.placeOfBirth);
  await type('Drivers License Number', all.driversLicense);
  await type("Mother's Maiden Name", all.mothersMaiden);
  const question = inStep.queryByLabelText('Security Question');
  if (question && all.question) await user.selectOptions(question, all.question);
  await type('Secret Answer', all.answer);
}

export const LOGON = { userName: 'sam.rivera', password: 'Harbor42x' };

/** The institution's own credentials with the rule list: the checklist and rule checks apply. */
export const COMPLETES = { UseCustomerCredentials: true, PasswordRuleList: true };

/** Fills the logon step (login name, password and its confirmation); ticks nothing. */
export async function fillLogon(
  { user }: RegisterView,
  values: Partial<typeof LOGON> = {},
  { entry = 'typing' }: { entry?: Entry } = {},
) {
  const all = { ...LOGON, ...values };
  const inStep = within(stepSection('logonInfo'));
  await enter(user, inStep.getByLabelText('Login Name'), all.userName, entry);
  await enter(user, inStep.getByLabelText('Password'), all.password, entry);
  const confirm = inStep.queryByLabelText('Confirm Password');
  if (confirm) await enter(user, confirm, all.password, entry);
}

/** The messages a step's fields are described by, or that its form shows as alerts. */
export function errorTexts(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.field__error, [role="alert"]')].map(
    (node) => node.textContent ?? '',
  );
}

/** Walks Personal Data and Security (with the defaults above, pasted) to the logon step. */
export async function reachLogon(view: RegisterView, person: Partial<Person> = {}) {
  await findStep('personalInfo');
  await fillPersonal(view, person, { entry: 'pasting' });
  await pressContinue(view, 'personalInfo');
  await findStep('security');
  await fillSecurity(view, {}, { entry: 'pasting' });
  await pressContinue(view, 'security');
  return findStep('logonInfo');
}

/** The messages shown under the fields of one form ('' when none), by field name. */
export function fieldMessages(form: 'personal' | 'security' | 'logon'): (name: string) => string {
  return (name) => document.getElementById(`${form}_${name}__error`)?.textContent ?? '';
}
