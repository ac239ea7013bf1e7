/**
 * The document list as a block widget (block name documentList): the loan screen's account
 * documents and the application details' documents. Its definition says whose documents
 * (props.source account, application or profile, and props.number) and whether the heading
 * and the disclaimer show (showHeading, showDisclaimer: json-logic of the definition).
 */
import type { DocumentSource } from '../../../api/documents';
import type { BlockWidgetProps } from '../../../engine';
import { flagProp, textProp } from '../widgetProps';
import { DocumentList } from './DocumentList';

/** The source a block's props name; undefined when they name none (then nothing shows). */
export function sourceOf(props: BlockWidgetProps['props']): DocumentSource | undefined {
  const kind = textProp(props, 'source');
  const number = textProp(props, 'number').trim();
  if (kind === 'profile') return { kind };
  if ((kind === 'account' || kind === 'application') && number !== '') return { kind, number };
  return undefined;
}

export function DocumentListBlock({ props, env }: BlockWidgetProps) {
  const source = sourceOf(props);
  if (!source) return null;
  return (
    <DocumentList
      username={env.context.session.username}
      source={source}
      showHeading={flagProp(props, 'showHeading', true)}
      showDisclaimer={flagProp(props, 'showDisclaimer')}
    />
  );
}
