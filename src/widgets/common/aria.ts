import { errorId, helpId } from '@rjsf/utils';

interface AriaInput {
  id: string;
  rawErrors?: string[];
  required?: boolean;
  /** The widget's ui options (help, requiredNow and describedBy, more ids describing the control, are read). */
  options: object;
}

function option(options: object, name: 'help' | 'requiredNow' | 'describedBy'): unknown {
  return (options as Record<string, unknown>)[name];
}

/**
 * The ARIA attributes of a field's control: the error element always exists (it is a
 * live region), so it is always referenced; the help text only when there is one.
 */
export function fieldAria({ id, rawErrors, required, options }: AriaInput) {
  const more = option(options, 'describedBy');
  const describedBy = [
    errorId(id),
    option(options, 'help') ? helpId(id) : undefined,
    typeof more === 'string' ? more : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    'aria-invalid': rawErrors && rawErrors.length > 0 ? true : undefined,
    'aria-required': required || option(options, 'requiredNow') === true ? true : undefined,
    'aria-describedby': describedBy,
  };
}

export function isRequired(required: boolean | undefined, options: object): boolean {
  return Boolean(required) || option(options, 'requiredNow') === true;
}

/** The id of the visible label that names a group of controls (radios). */
export function groupLabelId(id: string): string {
  return `${id}__label`;
}
