export type TextParams = Readonly<Record<string, string | number>>;

/** Replaces `{name}` placeholders; a placeholder without a value is left as written. */
export function interpolate(text: string, params?: TextParams): string {
  if (!params) return text;
  return text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
