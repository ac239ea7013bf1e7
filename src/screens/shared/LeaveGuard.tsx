/**
 * The leaveGuard block: marks the page as having unsaved changes while its `entered` prop holds
 * (a condition in the definition over the page's entries or its sections' data.<section>.dirty:
 * the payment wizard, the loan screen, the profile), so that leaving it, or logging out, asks
 * first in the 350 px dialog (spec 01 §2, spec 03 §2.3); the app clears the mark at the end of
 * every navigation and when a payment is made. It renders nothing.
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
