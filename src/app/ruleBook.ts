/**
 * The portal's named rules (rules/). The files the sign-in screens read are in the book from
 * boot; the others (tools/generate DEFERRED_RULES) join the same book when
 * loadDeferredRules() has run, with the deferred settings groups (src/app/deferred.ts) that
 * every screen but the login screen awaits. That keeps them out of the sign-in bundle.
 */
import { createRuleBook, type Logic, type RuleBook } from '../engine';
import { rulesFiles } from '../generated/rules';

let book: Map<string, Logic> | undefined;

/** The rule book, built on first use (a bad rule throws here, inside boot's error handling). */
function theBook(): Map<string, Logic> {
  book ??= createRuleBook(rulesFiles);
  return book;
}

/** The rule book boot hands out: the deferred rules join it when they load. */
export function portalRuleBook(): RuleBook {
  return theBook();
}

let loading: Promise<void> | undefined;

/** Adds the deferred rules files to the book (once; a failed load is retried). */
export function loadDeferredRules(): Promise<void> {
  loading ??= import('../generated/rulesDeferred').then(
    ({ deferredRulesFiles }) => {
      createRuleBook(deferredRulesFiles, theBook());
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
