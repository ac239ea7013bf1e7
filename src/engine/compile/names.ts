/** The names a definition may refer to, as registered by the app. */
export interface KnownNames {
  widgets: ReadonlySet<string>;
  blocks: ReadonlySet<string>;
  actions: ReadonlySet<string>;
  checks: ReadonlySet<string>;
}
