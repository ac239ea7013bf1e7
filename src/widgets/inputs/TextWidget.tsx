import type { WidgetProps } from '@rjsf/utils';
import { inputOf } from '../theme/BaseInputTemplate';

/** A plain text input (the default for string fields): the theme's input, drawn here directly. */
export function TextWidget(props: WidgetProps) {
  return inputOf(props);
}
