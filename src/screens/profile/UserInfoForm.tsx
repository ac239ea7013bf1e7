/**
 * The profile's User Information form (spec 01 §2 Profile, §4 "Profile forms", §5 "Profile, user
 * information", §8): login name, e-mail, current password, new password with the rule checklist
 * and the server's check after its pause (as registration's), confirm password (ConfirmPassword
 * option), the security question (preset list, or free text with AllowCustomSecurityQuestion;
 * hidden with RecoveryWithoutQuestion) and answer, and in the mobile app the biometric sign-in
 * toggle. Edited against the cached profile: Save and Cancel show only with changes; Save while
 * invalid shows the correct-errors message; saving shows a spinner (the biometric choice is
 * recorded first, then only what changed is sent), then a check mark for 3 seconds, and the
 * stored information becomes the one Cancel returns to (the password fields empty). Every error
 * code shows its configurable message (or the generic one when hidden); an Unauthorized answer
 * logs out through SWR's global onError. It reports data.userInfo.dirty.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { useProfile, useProfileUpdates } from '../../api/profile';
import { credentialLimits, type RuleSet } from '../../domain/passwords';
import {
  EMAIL_MAX_LENGTH,
  userInfoChanges,
  userInfoForm,
  type UserInfoForm as Values,
} from '../../domain/profile';
import {
  userInfoErrorKey,
  userInfoMessages,
  type UserInfoField,
} from '../../domain/profile/userInfoMessages';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { PasswordChecklist } from '../../widgets/passwords/PasswordChecklist';
import { isRuleSet } from '../../widgets/passwords/options';
import { useServerFindings } from '../../widgets/passwords/useServerFindings';
import { SaveControls, saveTexts } from '../shared/SaveControls';
import { useSaveState } from '../shared/SaveStatus';
import { Switch } from '../shared/Switch';
import { TextField } from '../shared/TextField';
import { flagProp } from '../shared/widgetProps';
import { PasswordField } from './PasswordField';
import { saveBiometricOptIn, useBiometricOptIn } from './biometrics';
import { SecurityQuestionFields } from './SecurityQuestionFields';
import './profile.css';

function reasonOf(error: unknown): string | undefined {
  return error instanceof ApiError && 'reason' in error.problem ? error.problem.reason : undefined;
}

const isUnauthorized = (error: unknown) =>
  error instanceof ApiError && (error.problem.kind === 'unauthorized' || error.problem.kind === 'cancelled');

export function UserInfoForm({ props, env, setData }: BlockWidgetProps) {
  const settings = useSettings();
  const id = useId();
  const username = env.context.session.username;
  const profile = useProfile(username);
  const updates = useProfileUpdates(username);
  const confirmShown = flagProp(props, 'confirmPassword');
  const customAllowed = flagProp(props, 'customQuestion');
  const questionHidden = flagProp(props, 'questionHidden');
  const passwordRules: RuleSet | undefined =
    flagProp(props, 'ruleList') && isRuleSet(props.rules) ? props.rules : undefined;
  const logonRules = isRuleSet(env.context.data.logonRules) ? env.context.data.logonRules : undefined;
  const [biometricLoaded, setBiometricLoaded] = useBiometricOptIn(flagProp(props, 'biometrics'));

  const loaded = profile.data?.UserInfo;
  const [edited, setEdited] = useState<Values | null>(null);
  const [confirm, setConfirm] = useState('');
  const [custom, setCustom] = useState<boolean | null>(null);
  const [biometric, setBiometric] = useState<boolean | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<UserInfoField>>(new Set());
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useSaveState();
  const [failure, setFailure] = useState<string | null>(null);

  const values = edited ?? (loaded ? userInfoForm(loaded) : null);
  const { findings, unavailable } = useServerFindings(
    passwordRules,
    values?.newPassword ?? '',
    { logon: values?.logonName, email: values?.emailAddress },
    { kind: 'loggedIn' },
    status === 'saving',
  );
  const changes = loaded && values ? userInfoChanges(loaded, values) : undefined;
  const biometricChanged = biometric !== null && biometricLoaded !== null && biometric !== biometricLoaded;
  const dirty = changes !== undefined || biometricChanged;
  const report = useRef(setData);
  useEffect(() => {
    report.current = setData;
  });
  useEffect(() => {
    report.current({ userInfo: { dirty } });
  }, [dirty]);

  if (!loaded || !values) return null;
  const current = values;
  const customQuestion = custom ?? (customAllowed && loaded.SecretQuestionIsCustom);
  const answerPattern = settings.text('postLogin.answerPattern');
  const passwordLimits = credentialLimits(env.options, 'password');
  const logonLimits = credentialLimits(env.options, 'logon');
  const messages = userInfoMessages(current, {
    loaded,
    confirmPassword: confirmShown ? confirm : undefined,
    passwordRules,
    findings,
    logonRules,
    passwordLimits,
    logonLimits,
    answerPattern,
    questionHidden,
    customQuestion,
  });
  const invalid = Object.keys(messages).length > 0;
  const messageOf = (field: UserInfoField) => {
    const message = tried || touched.has(field) ? messages[field] : undefined;
    return message
      ? settings.text(message.key, message.limit === undefined ? undefined : { limit: message.limit })
      : '';
  };

  /** The question a variant starts with: the stored one when it is of that variant, else none. */
  function questionFor(customVariant: boolean): string {
    return customVariant === loaded!.SecretQuestionIsCustom ? (loaded!.SecretQuestion ?? '') : '';
  }

  function change(field: keyof Values, value: string) {
    setEdited({ ...current, [field]: value });
    setFailure(null);
    setStatus('idle');
  }

  function restore() {
    setEdited(null);
    setConfirm('');
    setCustom(null);
    setBiometric(null);
    setTouched(new Set());
    setTried(false);
  }

  function cancel() {
    restore();
    setFailure(null);
  }

  async function save() {
    if (status === 'saving') return;
    setTried(true);
    if (invalid) {
      setFailure('profileErrors.correctErrors');
      return;
    }
    setStatus('saving');
    setFailure(null);
    if (biometricChanged && !(await saveBiometricOptIn(biometric, updates.mobileInfo))) {
      setFailure(userInfoErrorKey('BiometricsNotUpdated', (flag) => settings.flag(flag)));
      setStatus('idle');
      return;
    }
    if (biometricChanged) setBiometricLoaded(biometric);
    try {
      if (changes) await updates.userInfo(changes);
      restore();
      setStatus('saved');
    } catch (error) {
      setStatus('idle');
      if (isUnauthorized(error)) return;
      setFailure(userInfoErrorKey(reasonOf(error), (flag) => settings.flag(flag)));
    }
  }

  const saving = status === 'saving';
  const field = (name: keyof Values) => ({
    id: `${id}-${name}`,
    value: current[name],
    error: messageOf(name),
    disabled: saving,
    onChange: (value: string) => change(name, value),
    onBlur: () => setTouched((now) => new Set(now).add(name)),
  });
  const rulesId = `${id}-newPassword__rules`;
  return (
    <form
      className="profile-form"
      noValidate
      aria-label={settings.text('profile.userInfoHeading')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        {...field('logonName')}
        label={settings.text('profile.logonNameLabel')}
        maxLength={logonLimits.maximum}
        autoComplete="username"
        required
      />
      <TextField
        {...field('emailAddress')}
        label={settings.text('profile.emailLabel')}
        maxLength={EMAIL_MAX_LENGTH}
        autoComplete="email"
        required
      />
      <PasswordField
        {...field('oldPassword')}
        label={settings.text('profile.oldPasswordLabel')}
        maxLength={passwordLimits.maximum}
        autoComplete="current-password"
      />
      <PasswordField
        {...field('newPassword')}
        label={settings.text('profile.newPasswordLabel')}
        maxLength={passwordLimits.maximum}
        autoComplete="new-password"
        rules={
          passwordRules && (
            <PasswordChecklist
              id={rulesId}
              rules={passwordRules}
              password={current.newPassword}
              facts={{ logon: current.logonName, email: current.emailAddress }}
              findings={findings}
              unavailable={unavailable}
            />
          )
        }
      />
      {confirmShown && (
        <PasswordField
          id={`${id}-confirmPassword`}
          value={confirm}
          error={messageOf('confirmPassword')}
          disabled={saving}
          onChange={(value) => {
            setConfirm(value);
            setFailure(null);
            setStatus('idle');
          }}
          onBlur={() => setTouched((now) => new Set(now).add('confirmPassword'))}
          label={settings.text('profile.confirmPasswordLabel')}
          maxLength={passwordLimits.maximum}
          autoComplete="new-password"
        />
      )}
      {!questionHidden && (
        <SecurityQuestionFields
          id={id}
          customAllowed={customAllowed}
          custom={customQuestion}
          disabled={saving}
          storedQuestion={loaded.SecretQuestion}
          question={field('secretQuestion')}
          answer={field('secretAnswer')}
          answerPattern={answerPattern}
          onCustom={(on) => {
            setCustom(on);
            change('secretQuestion', questionFor(on));
          }}
        />
      )}
      {biometricLoaded !== null && (
        <Switch
          label={settings.text('mobile.biometricSignIn')}
          checked={biometric ?? biometricLoaded}
          disabled={saving}
          onChange={(on) => {
            setBiometric(on);
            setFailure(null);
            setStatus('idle');
          }}
        />
      )}
      {failure && (
        <p className="banner banner--error" role="alert">
          {settings.text(failure)}
        </p>
      )}
      <SaveControls
        className="profile-form__controls"
        dirty={dirty}
        state={status}
        texts={saveTexts('profile')}
        onCancel={cancel}
      />
    </form>
  );
}
