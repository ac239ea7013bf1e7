/**
 * json-logic evaluation with the portal's operations registered once. Custom operations
 * need the settings, options and rules besides their arguments; json-logic passes only
 * arguments, so the environment of the evaluation in progress is kept here for its
 * (synchronous) duration.
 */
import jsonLogic from 'json-logic-js';
import { addDays, daysBetween, localDateOf } from '../../domain/dates';
import { own } from '../../domain/own';
import type { Logic, LogicEnv } from './types';

let active: LogicEnv | undefined;
let ruleDepth = 0;
const MAX_RULE_DEPTH = 32;

function env(operation: string): LogicEnv {
  if (!active) throw new Error(`json-logic operation "${operation}" used outside an evaluation`);
  return active;
}

const operations: Record<string, (...args: unknown[]) => unknown> = {
  flag: (key) => env('flag').settings.flag(String(key)),
  setting: (key) => env('setting').settings.text(String(key)),
  option: (name, fallback) => own(env('option').options, String(name)) ?? fallback ?? null,
  rule: (name) => {
    const current = env('rule');
    const logic = current.rules.get(String(name));
    if (logic === undefined) throw new Error(`unknown rule "${String(name)}"`);
    if (ruleDepth >= MAX_RULE_DEPTH) throw new Error(`rule "${String(name)}" refers to itself`);
    ruleDepth += 1;
    try {
      return jsonLogic.apply(logic as never, current.context);
    } finally {
      ruleDepth -= 1;
    }
  },
  today: () => localDateOf(env('today').context.now) ?? null,
  addDays: (date, days) => addDays(String(date), Number(days)) ?? null,
  daysBetween: (from, to) => daysBetween(String(from), String(to)) ?? null,
};

jsonLogic.rm_operation('log');
for (const [name, operation] of Object.entries(operations)) jsonLogic.add_operation(name, operation);

export function evaluate(logic: Logic, current: LogicEnv): unknown {
  const previous = active;
  active = current;
  try {
    return jsonLogic.apply(logic as never, current.context);
  } finally {
    active = previous;
  }
}

export function isTruthy(value: unknown): boolean {
  return jsonLogic.truthy(value);
}

/** A condition's outcome; an absent condition takes the given default. */
export function holds(logic: Logic | undefined, current: LogicEnv, absent: boolean): boolean {
  return logic === undefined ? absent : isTruthy(evaluate(logic, current));
}

/** JSON Forms' rule of two effects: shown unless hidden; an explicit visibleWhen must hold. */
export function isVisible(item: { visibleWhen?: Logic; hiddenWhen?: Logic }, current: LogicEnv): boolean {
  return holds(item.visibleWhen, current, true) && !holds(item.hiddenWhen, current, false);
}

export function isEnabled(item: { enabledWhen?: Logic; disabledWhen?: Logic }, current: LogicEnv): boolean {
  return holds(item.enabledWhen, current, true) && !holds(item.disabledWhen, current, false);
}
