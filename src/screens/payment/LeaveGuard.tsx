/**
 * Marks the payment page as having unsaved entries while its `entered` prop holds (a condition
 * in screen-definitions/payment.json), so that leaving it asks first (spec 01 §2, spec 03
 * §2.3); the app clears the mark at the end of every navigation and when a payment is made.
 * It renders nothing.
 */
import { useEffect } from 'react';
import type { BlockWidgetProps } from '../../engine';

interface LeaveGuardProps extends BlockWidgetProps {
  setUnsaved: (value: boolean) => void;
}

export function LeaveGuard({ props, setUnsaved }: LeaveGuardProps) {
  const entered = props.entered === true;
  useEffect(() => {
    setUnsaved(entered);
  }, [entered, setUnsaved]);
  return null;
}
