/**
 * The document list as a block widget (block name documentList): the loan screen's account
 * documents, the profile's and the application details' documents. Its definition says whose
 * documents (props.source account, application or profile, and props.number), whether the
 * heading and the disclaimer show (showHeading, showDisclaimer), and whether the uploader is
 * offered, with its drag-and-drop zone (uploads, dropZone): json-logic of the definition.
 */
import type { DocumentSource } from '../../../api/documents';
import type { BlockWidgetProps } from '../../../engine';
import { uploadArea } from '../uploads/uploadArea';
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
  const username = env.context.session.username;
  return (
    <DocumentList
      username={username}
      source={source}
      showHeading={flagProp(props, 'showHeading', true)}
      showDisclaimer={flagProp(props, 'showDisclaimer')}
      uploadArea={uploadArea(username, source, {
        uploads: flagProp(props, 'uploads'),
        dropZone: flagProp(props, 'dropZone'),
      })}
    />
  );
}
