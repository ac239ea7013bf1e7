/**
 * What the sign-in bundle leaves out and every other screen needs: the remaining settings
 * groups (src/app/catalogue.ts), the deferred rules (src/app/ruleBook.ts) and the field checks of password and identity fields. Each
 * screen but the login screen awaits this in its route loader, and the post-login steps
 * await it before the first step shows, so nothing reads them before they are there.
 */
import type { ConstraintFailure, FieldCheck } from '../engine';
import { loadDeferredEntries } from './catalogue';
import { FEATURES } from './features';
import { CHECK_NAMES, type CheckName } from './names';
import { loadDeferredRules } from './ruleBook';

let checks: Readonly<Record<CheckName, FieldCheck>> | undefined;
let loadingChecks: Promise<void> | undefined;

/** Every feature's field checks, by name (their manifests' checks). */
async function loadAllChecks(): Promise<Record<CheckName, FieldCheck>> {
  const loaded = await Promise.all(FEATURES.map((feature) => feature.checks.load()));
  return Object.assign({}, ...loaded) as Record<CheckName, FieldCheck>;
}

function loadChecks(): Promise<void> {
  loadingChecks ??= loadAllChecks().then(
    (loaded) => {
      checks = loaded;
    },
    (error: unknown) => {
      loadingChecks = undefined;
      throw error;
    },
  );
  return loadingChecks;
}

/** Loads the deferred settings groups, rules and field checks (once). */
export function loadDeferred(): Promise<void> {
  return Promise.all([loadDeferredEntries(), loadDeferredRules(), loadChecks()]).then(() => undefined);
}

/**
 * The registered field checks: each runs the loaded check. A check asked for before its
 * code loaded (which the loaders above rule out) reports the field as invalid rather than
 * letting a value through unchecked.
 */
export const FIELD_CHECKS = Object.fromEntries(
  CHECK_NAMES.map((name): [CheckName, FieldCheck] => [
    name,
    (value, options): ConstraintFailure | undefined =>
      checks ? checks[name](value, options) : { keyword: 'invalid' },
  ]),
) as Record<CheckName, FieldCheck>;
