/**
 * Reading a block widget's resolved props (json-logic results from the definition), which
 * may be anything: each reader returns a safe value of the type the widget expects.
 */
type Props = Readonly<Record<string, unknown>>;

/** True only for a literal true. */
export function flagProp(props: Props, name: string, fallback = false): boolean {
  const value = props[name];
  return typeof value === 'boolean' ? value : fallback;
}

export function textProp(props: Props, name: string): string {
  const value = props[name];
  return typeof value === 'string' ? value : '';
}

/** A list of names, or undefined when the prop is not a list (then a widget shows its default). */
export function namesProp(props: Props, name: string): string[] | undefined {
  const value = props[name];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
}
