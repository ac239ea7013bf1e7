/**
 * The modal dialog (src/widgets/common/Dialog.tsx): whether it may be dismissed can change while
 * it is open (a delete under way), and that neither closes nor reopens it: the focus stays where
 * its owner put it, and Escape follows the current setting.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/widgets';

function Busy({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Opener
      </button>
      <Dialog open={open} title="Delete" width={350} dismissable={!busy} onClose={onClose}>
        <button type="button" onClick={() => setBusy((now) => !now)}>
          Toggle
        </button>
        <p tabIndex={-1}>Message</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('keeps the focus inside when it stops and starts being dismissable', () => {
    const onClose = vi.fn();
    render(<Busy onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    fireEvent.click(opener);
    const message = screen.getByText('Message');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    message.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(message).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('follows the current setting on Escape', () => {
    const onClose = vi.fn();
    render(<Busy onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Opener' }));
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
