/**
 * An empty list's text as a deliberate empty state (block widget emptyList): the dashboard's
 * No Existing Accounts and No open accounts, the deposits' none. props.text is the text (the
 * definition reads it from settings); the definition decides when it shows.
 */
import type { BlockWidgetProps } from '../../engine';
import { EmptyState } from '../shared/table/EmptyState';
import { textProp } from '../shared/widgetProps';

export function EmptyList({ props }: BlockWidgetProps) {
  const text = textProp(props, 'text');
  return text === '' ? null : <EmptyState text={text} />;
}
