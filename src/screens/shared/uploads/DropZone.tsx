/**
 * The drag-and-drop zone (spec 03 §2.8; not on mobile browsers, rules/documents.json
 * uploadDropZone). It is a button that opens the file picker, so the keyboard and screen
 * readers use it like Add Files; dropping files on it is the mouse's shortcut.
 */
import { useState, type DragEvent } from 'react';
import { useSettings } from '../../../engine';

interface DropZoneProps {
  onFiles: (files: File[]) => void;
  onChoose: () => void;
}

export function DropZone({ onFiles, onChoose }: DropZoneProps) {
  const settings = useSettings();
  const [over, setOver] = useState(false);
  const accept = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  return (
    <button
      type="button"
      className={`upload-drop${over ? ' upload-drop--over' : ''}`}
      onClick={onChoose}
      onDragEnter={accept}
      onDragOver={accept}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      {settings.text(over ? 'uploads.dropZoneActive' : 'uploads.dropZone')}
    </button>
  );
}
