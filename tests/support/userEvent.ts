/**
 * user-event as the component tests use it: the package's API, with two defaults of this
 * project's own (issue 33). Tests import it from here, not from the package (eslint.config.js).
 *
 * - `delay: null`: no timer between one key or pointer action and the next. The package's
 *   default (`delay: 0`) waits a macrotask after each key, at least a millisecond in Node:
 *   a quarter of a typing test's time was that wait, with the CPU idle. React still renders
 *   after every event (each is dispatched in act()); a test that needs time to pass between
 *   keys says so with `delay`, or uses fake timers and `advanceTimers`.
 * - `pointerEventsCheck: Never`: no check of `pointer-events: none` on the way to the
 *   clicked element. In jsdom the check can never find it (the portal's style sheets are not
 *   loaded, and no inline style sets it) and it cost about 6 % of the component tests' CPU
 *   (each check computes the style of every ancestor). Whether an element takes the pointer
 *   is the browser tests' to say: Playwright clicks only what receives the click.
 *
 * A test's own options still win over these, for `setup` and for each direct call.
 */
import base, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';

export type { UserEvent };

type Options = NonNullable<Parameters<typeof base.click>[1]>;

const DEFAULT_OPTIONS: Options = {
  delay: null,
  pointerEventsCheck: PointerEventsCheckLevel.Never,
};

const withDefaults = <T extends Options>(options: T | undefined): T =>
  ({ ...DEFAULT_OPTIONS, ...options }) as T;

/** The package's API, each call with the project's defaults under the options it is given. */
const userEvent: typeof base = {
  setup: (options) => base.setup(withDefaults(options)),
  clear: (element) => base.clear(element),
  click: (element, options) => base.click(element, withDefaults(options)),
  dblClick: (element, options) => base.dblClick(element, withDefaults(options)),
  tripleClick: (element, options) => base.tripleClick(element, withDefaults(options)),
  hover: (element, options) => base.hover(element, withDefaults(options)),
  unhover: (element, options) => base.unhover(element, withDefaults(options)),
  copy: (options) => base.copy(withDefaults(options)),
  cut: (options) => base.cut(withDefaults(options)),
  paste: (data, options) => base.paste(data, withDefaults(options)),
  tab: (options) => base.tab(withDefaults(options)),
  keyboard: (text, options) => base.keyboard(text, withDefaults(options)),
  pointer: (input, options) => base.pointer(input, withDefaults(options)),
  type: (element, text, options) => base.type(element, text, withDefaults(options)),
  upload: (element, files, options) => base.upload(element, files, withDefaults(options)),
  selectOptions: (select, values, options) => base.selectOptions(select, values, withDefaults(options)),
  deselectOptions: (select, values, options) => base.deselectOptions(select, values, withDefaults(options)),
};

export default userEvent;
