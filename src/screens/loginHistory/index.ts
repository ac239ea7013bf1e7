/** The login history's block widgets (screen-definitions/loginHistory.json). */
export { LoginHistoryTable } from './LoginHistoryTable';
