export { useApplyForLoan, type ApplyForLoan } from './useApplyForLoan';
