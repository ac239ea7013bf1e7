/**
 * An agreement's checkbox in a form (registration's logon step): "I agree to the {name}"
 * with a link that opens the agreement in a new tab. With options.clickRequired the box
 * stays disabled until the link was opened, and a hint says so. options.agreement holds
 * the agreement ({ name, url, hostNum }) from the screen's data.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useSettings } from '../../engine';
import { fieldAria } from '../common/aria';

interface AgreementOption {
  name: string;
  url: string;
}

function agreementOf(value: unknown): AgreementOption {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return { name: String(record.name ?? ''), url: String(record.url ?? '') };
}

export function AgreementWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, required, options, rawErrors, onChange, onBlur, onFocus } =
    props;
  const settings = useSettings();
  const [opened, setOpened] = useState(false);
  const agreement = agreementOf(options.agreement);
  const name = { name: agreement.name, agreement: agreement.name };
  const locked = options.clickRequired === true && !opened;
  const aria = fieldAria({ id, rawErrors, required, options });
  const hintId = `${id}__hint`;
  return (
    <div className="agreement">
      <div className="checkbox">
        <input
          type="checkbox"
          id={id}
          name={htmlName || id}
          className="checkbox__input"
          checked={value === true}
          disabled={disabled || readonly || locked}
          {...aria}
          aria-describedby={[locked ? hintId : '', aria['aria-describedby']].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
        <label htmlFor={id} className="checkbox__label">
          {settings.text('postLogin.agreementCheckbox', name)}
        </label>
      </div>
      <a
        className="link"
        href={agreement.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => setOpened(true)}
      >
        {settings.text('postLogin.agreementOpen', name)}
        <span className="visually-hidden"> {settings.text('postLogin.agreementOpensNewTab')}</span>
      </a>
      {locked && (
        <p id={hintId} className="field__help">
          {settings.text('register.mustOpen', name)}
        </p>
      )}
    </div>
  );
}
