/**
 * The portal's rule book (src/app/ruleBook.ts): the payment and messages rules stay out of the
 * sign-in bundle and join the same book with the deferred loading every other screen awaits.
 */
import { describe, expect, it } from 'vitest';
import { loadDeferred } from '../../../src/app/deferred';
import { portalRuleBook } from '../../../src/app/ruleBook';
import { rulesFiles } from '../../../src/generated/rules';
import { deferredRulesFiles } from '../../../src/generated/rulesDeferred';
import paymentRules from '../../../rules/payments.json';

describe('the portal rule book', () => {
  it('keeps rules/payments.json, rules/documents.json and rules/messages.json out of the files the sign-in bundle imports', () => {
    const deferred = ['rules/documents.json', 'rules/messages.json', 'rules/payments.json'];
    for (const file of deferred) expect(rulesFiles.map((entry) => entry.file)).not.toContain(file);
    expect(deferredRulesFiles.map((entry) => entry.file)).toEqual(deferred);
  });

  it('carries only the logic of each rule to the browser, not its description', () => {
    const payments = deferredRulesFiles.find((entry) => entry.file === 'rules/payments.json');
    const first = Object.values(payments?.content.rules ?? {})[0];
    expect(Object.keys(first ?? {})).toEqual(['logic']);
  });

  it('holds every payment rule once the deferred part has loaded, in the book boot hands out', async () => {
    await loadDeferred();
    await loadDeferred();
    const book = portalRuleBook();
    for (const [name, rule] of Object.entries(paymentRules.rules)) expect(book.get(name)).toEqual(rule.logic);
    expect(book.has('isSignedOut')).toBe(true);
  });
});
