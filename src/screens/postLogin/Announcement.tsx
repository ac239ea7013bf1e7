import { useState } from 'react';
import { SafeHtml, useSettings } from '../../engine';
import { Dialog } from '../../widgets';

const SEEN = 'portal.announcementSeen';

/**
 * The login screen's announcement (spec 01 "Login screen"): a 300 px dialog with the
 * institution's rich text, shown once per browser session. Whether it shows at all is the
 * definition's condition (rules/login.json showAnnouncement).
 */
export function Announcement() {
  const settings = useSettings();
  const html = settings.text('login.announcement');
  const [open, setOpen] = useState(() => sessionStorage.getItem(SEEN) !== html);
  const close = () => {
    sessionStorage.setItem(SEEN, html);
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      title={settings.text('login.announcementTitle')}
      width={300}
      onClose={close}
      actions={
        <button type="button" className="button button--primary" onClick={close}>
          {settings.text('login.announcementClose')}
        </button>
      }
    >
      <SafeHtml className="rich-text" html={html} />
    </Dialog>
  );
}
