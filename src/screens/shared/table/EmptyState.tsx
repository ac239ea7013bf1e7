/**
 * A list with nothing in it (issue 18), said deliberately: an icon, the list's empty text
 * (the spec's wording, from settings) in muted type, inside a card where the list would be.
 */
import { StrokeIcon } from '../../../widgets';
import './states.css';

export function EmptyState({ text }: { text: string }) {
  return (
    <div className="empty-state">
      <StrokeIcon className="empty-state__icon" size={28}>
        <path d="M3 13l2.5-7.5A2 2 0 0 1 7.4 4h9.2a2 2 0 0 1 1.9 1.5L21 13" />
        <path d="M3 13v5a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-5h-5l-1.5 2.5h-5L8 13H3z" />
      </StrokeIcon>
      <p className="empty-state__text">{text}</p>
    </div>
  );
}
