/**
 * The field checks that name their own message key instead of failing as `invalid` (shown
 * with the field's messages.invalid): the password and login name rules name passwords.*
 * for every failure; the agreement names register.mustAgree for a missing tick too, in
 * place of the required message. portal-lint's form/field-messages asks a field for the
 * message keys its checks leave to it.
 */
export type CheckMessages = 'failures' | 'failuresAndMissing';

export const CHECKS_NAMING_MESSAGES: Readonly<Record<string, CheckMessages>> = {
  password: 'failures',
  logon: 'failures',
  agreement: 'failuresAndMissing',
};
