/**
 * The studio's end of the preview protocol (previewProtocol.ts): messages go only to the
 * frame's window, for our own origin; a message is taken only when it comes from that window,
 * from our own origin, and passes isFromPreview. Anything else is ignored.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { isFromPreview, type FromPreview, type ToPreview } from './previewProtocol';

export type PreviewHandler = (message: FromPreview) => void;

export function usePreviewChannel(
  frame: RefObject<HTMLIFrameElement | null>,
  onMessage: PreviewHandler,
): (message: ToPreview) => void {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    function receive(event: MessageEvent) {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== window.location.origin) return;
      if (isFromPreview(event.data)) handler.current(event.data);
    }
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [frame]);
  return useCallback(
    (message: ToPreview) => frame.current?.contentWindow?.postMessage(message, window.location.origin),
    [frame],
  );
}
