/**
 * Reads the mobile app's device information through the bridge once and publishes it as
 * data.mobileDevice for the definition's conditions (rules/mobile.json) and the sign-in
 * actions; an empty object when the bridge has none. Renders nothing.
 */
import { useEffect } from 'react';
import { deviceInfo } from '../../api/mobileApp';
import type { BlockWidgetProps } from '../../engine';

export function MobileDevice({ setData }: BlockWidgetProps) {
  useEffect(() => {
    let current = true;
    void deviceInfo().then((info) => {
      if (current) setData({ mobileDevice: info ?? {} });
    });
    return () => {
      current = false;
    };
  }, [setData]);
  return null;
}
