/**
 * The widget registry: the names definitions use in `widget`, mapped to components.
 * rjsf resolves a field without a widget by its schema type to text, checkbox or select.
 */
import type { Widget } from '@rjsf/utils';
import { CheckboxWidget } from './inputs/CheckboxWidget';
import { PasswordWidget } from './inputs/PasswordWidget';
import { RadioWidget } from './inputs/RadioWidget';
import { RichTextWidget } from './inputs/RichTextWidget';
import { SelectWidget } from './inputs/SelectWidget';
import { TextareaWidget } from './inputs/TextareaWidget';
import { TextWidget } from './inputs/TextWidget';
import { lazyWidget } from './lazy';
import type { WidgetName } from './names';

const masked = () => import('./masked/MaskedWidgets');

export const widgets: Record<WidgetName, Widget> = {
  text: TextWidget,
  password: PasswordWidget,
  checkbox: CheckboxWidget,
  agreement: lazyWidget(async () => (await import('./inputs/AgreementWidget')).AgreementWidget),
  radio: RadioWidget,
  select: SelectWidget,
  textarea: TextareaWidget,
  richText: RichTextWidget,
  masked: lazyWidget(async () => (await masked()).MaskedWidget),
  phone: lazyWidget(async () => (await masked()).PhoneWidget),
  zip: lazyWidget(async () => (await masked()).ZipWidget),
  ssn: lazyWidget(async () => (await masked()).SsnWidget),
  accountNumber: lazyWidget(async () => (await masked()).AccountNumberWidget),
  date: lazyWidget(async () => (await import('./date/DateWidget')).DateWidget),
  passwordRules: lazyWidget(
    async () => (await import('./passwords/PasswordRulesWidget')).PasswordRulesWidget,
  ),
};
