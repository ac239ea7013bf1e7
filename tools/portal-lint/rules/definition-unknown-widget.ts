import { didYouMean } from '../suggest.ts';
import { fill, type Finding, type Rule } from '../types.ts';
import { fieldsOf, partsOf } from '../walk.ts';

const messages = {
  field: 'Unknown widget "{name}"{suggestion}; registered widgets: {known}',
  block: 'Unknown block widget "{name}"{suggestion}; registered block widgets: {known}',
};

export const definitionUnknownWidget: Rule = {
  id: 'definition/unknown-widget',
  description: "A field's widget or a widget block that is not in the app's widget registries.",
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file, context) {
    const findings: Finding[] = [];
    for (const { field, path } of fieldsOf(file.value)) {
      if (field.widget === undefined || context.widgets.has(String(field.widget))) continue;
      const name = String(field.widget);
      const known = [...context.widgets];
      findings.push({
        message: fill(messages.field, { name, suggestion: didYouMean(name, known), known: known.join(', ') }),
        path: [...path, 'widget'],
      });
    }
    for (const { part, view, path } of partsOf(file.value)) {
      for (const key of view.widgets) {
        const name = String(part[key]);
        if (context.blockWidgets.has(name)) continue;
        const known = [...context.blockWidgets];
        findings.push({
          message: fill(messages.block, {
            name,
            suggestion: didYouMean(name, known),
            known: known.join(', ') || '(none yet)',
          }),
          path: [...path, key],
        });
      }
    }
    return findings;
  },
};
