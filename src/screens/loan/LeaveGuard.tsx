/**
 * Marks the loan page as having unsaved changes while its `entered` prop holds (a condition in
 * screen-definitions/loanDetails.json over the sections' dirty flags), so that leaving it asks
 * first in the 350 px dialog (spec 03 §2.3); the app clears the mark at the end of every
 * navigation. It renders nothing.
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
