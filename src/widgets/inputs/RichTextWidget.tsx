import type { WidgetProps } from '@rjsf/utils';
import { SafeHtml } from '../../engine';

/**
 * Read-only rich text inside a form (an agreement's wording, say): options.html, usually
 * {"setting": "group.key"}, sanitised by DOMPurify. The field's value is not touched.
 */
export function RichTextWidget({ id, options }: WidgetProps) {
  return (
    <SafeHtml
      id={id}
      className="rich-text rich-text--field"
      html={typeof options.html === 'string' ? options.html : ''}
    />
  );
}
