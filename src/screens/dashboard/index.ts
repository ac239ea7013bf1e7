/** The dashboard's block widgets (screen-definitions/dashboard.json). */
import './dashboard.css';

export { AccountData } from './AccountData';
export { AccountTable } from './AccountTable';
export { ApplicationList } from './ApplicationList';
export { ApplyForLoan } from './ApplyForLoan';
export { ClosedAccountsToggle } from './ClosedAccountsToggle';
export { createPreviousLogin, type LastLogin } from './PreviousLogin';
