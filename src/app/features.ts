/**
 * Every feature's manifest (src/screens/<feature>/index.ts): the one list the registry
 * (registry.tsx) and the name lists portal-lint checks definitions against (names.ts) are
 * built from. A manifest loads no code, so this list imports none either: portal-lint
 * reads it under Node.
 */
import { manifest as accounts } from '../screens/accounts';
import { manifest as achDocuments } from '../screens/achDocuments';
import { manifest as activate } from '../screens/activate';
import { manifest as checks } from '../screens/checks';
import { manifest as dashboard } from '../screens/dashboard';
import { manifest as documents } from '../screens/documents';
import { manifest as faq } from '../screens/faq';
import { manifest as forcePasswordChange } from '../screens/forcePasswordChange';
import { manifest as loan } from '../screens/loan';
import { manifest as locations } from '../screens/locations';
import { manifest as loginHistory } from '../screens/loginHistory';
import { manifest as messages } from '../screens/messages';
import { manifest as mobile } from '../screens/mobile';
import { manifest as optOut } from '../screens/optOut';
import { manifest as payment } from '../screens/payment';
import { manifest as postLogin } from '../screens/postLogin';
import { manifest as profile } from '../screens/profile';
import { manifest as recovery } from '../screens/recovery';
import { manifest as register } from '../screens/register';
import { manifest as requestChange } from '../screens/requestChange';
import { manifest as shared } from '../screens/shared';
import { manifest as studio } from '../screens/studio';
import { manifest as verifyEmail } from '../screens/verifyEmail';

export const FEATURES = [
  postLogin,
  mobile,
  shared,
  register,
  activate,
  optOut,
  forcePasswordChange,
  recovery,
  verifyEmail,
  dashboard,
  loginHistory,
  loan,
  documents,
  achDocuments,
  accounts,
  payment,
  requestChange,
  messages,
  checks,
  profile,
  faq,
  locations,
  studio,
] as const;

export type Feature = (typeof FEATURES)[number];
