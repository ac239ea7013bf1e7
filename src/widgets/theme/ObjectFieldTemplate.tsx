import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The form's fields in definition order; a nested object becomes a titled group. */
export function ObjectFieldTemplate({ properties, title, fieldPathId }: ObjectFieldTemplateProps) {
  const content = properties.map((property) => property.content);
  if (fieldPathId.path.length === 0) return <div className="fields">{content}</div>;
  return (
    <fieldset className="fields fields--nested" id={fieldPathId.$id}>
      {title && <legend className="field__label">{title}</legend>}
      {content}
    </fieldset>
  );
}
