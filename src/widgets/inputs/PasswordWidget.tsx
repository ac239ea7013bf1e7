import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { RevealButton } from '../common/RevealButton';

/** A password input with a button that reveals and hides what was typed. */
export function PasswordWidget(props: WidgetProps) {
  const [shown, setShown] = useState(false);
  const { BaseInputTemplate } = props.registry.templates;
  return (
    <div className="input-group">
      <BaseInputTemplate {...props} type={shown ? 'text' : 'password'} />
      <RevealButton
        shown={shown}
        label={props.label}
        controls={props.id}
        disabled={props.disabled || props.readonly}
        onToggle={() => setShown((value) => !value)}
      />
    </div>
  );
}
