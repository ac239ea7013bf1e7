/**
 * The app-store prompt of a mobile app whose version is unknown (spec 01 "Login screen"):
 * a modal that cannot be closed, whose Update Now opens the store page of the device,
 * Android or iOS (institution options AppStoreUrlAndroid, AppStoreUrlIos). The device is
 * checked 50 ms after the screen opens, as the spec has it. The definition shows this
 * block only when rules/mobile.json needsAppUpdate holds.
 */
import { useEffect, useState } from 'react';
import { mobileApp, openExternal } from '../../api/mobileApp';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { Dialog } from '../../widgets';

export const DEVICE_CHECK_DELAY_MS = 50;

function storeUrl(options: BlockWidgetProps['env']['options']): string {
  const { platform } = mobileApp();
  const url = platform === 'ios' ? options.AppStoreUrlIos : options.AppStoreUrlAndroid;
  return typeof url === 'string' ? url : '';
}

export function AppStorePrompt({ env }: BlockWidgetProps) {
  const settings = useSettings();
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setUrl(storeUrl(env.options)), DEVICE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [env.options]);

  async function update() {
    if (!url) return;
    if (!(await openExternal(url))) window.location.assign(url);
  }

  return (
    <Dialog
      open={url !== null}
      title={settings.text('mobile.updateTitle')}
      width={300}
      dismissable={false}
      actions={
        <button type="button" className="button button--primary" onClick={() => void update()}>
          {settings.text('mobile.updateNow')}
        </button>
      }
    >
      <p className="text">{settings.text('mobile.updateText')}</p>
    </Dialog>
  );
}
