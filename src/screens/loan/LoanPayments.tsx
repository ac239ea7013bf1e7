/**
 * Loads the loan's payment information (GET PaymentInformation/GetPaymentInfo) when the loan has
 * recurring or scheduled payments (spec 03 §2.3), and reports it as data.paymentInfo, which the
 * payment screen's own list widgets (paymentRecurringInfo, paymentScheduledList, placed by the
 * definition) read to list the payments and delete them, as on the payment screen. After a delete
 * those widgets refetch the information; the fresh answer is reported here. It renders nothing.
 */
import { useEffect, useRef } from 'react';
import { usePaymentInfo } from '../../api/payments';
import type { BlockWidgetProps } from '../../engine';
import { textProp } from '../shared/widgetProps';

export function LoanPayments({ props, setData }: BlockWidgetProps) {
  const accountNumber = textProp(props, 'accountNumber');
  const info = usePaymentInfo(accountNumber || undefined);
  const report = useRef(setData);
  useEffect(() => {
    report.current = setData;
  });
  const answer = info.data ?? null;
  useEffect(() => {
    report.current({ paymentInfo: answer });
  }, [answer]);
  return null;
}
