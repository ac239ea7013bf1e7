import type { WidgetProps } from '@rjsf/utils';

/** A plain text input (the default for string fields). */
export function TextWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} />;
}
