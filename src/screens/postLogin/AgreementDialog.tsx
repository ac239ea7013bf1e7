import { useEffect, useState } from 'react';
import { getText } from '../../api/client';
import type { Agreement } from '../../domain/agreements';
import { SafeHtml, useSettings } from '../../engine';
import { Dialog, Spinner } from '../../widgets';

interface AgreementDialogProps {
  agreement: Agreement | undefined;
  onAgree: (agreement: Agreement) => void;
  onDecline: () => void;
}

/** The body of an HTML page, or the text as it is. */
function bodyOf(html: string): string {
  return /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
}

/**
 * A rich-text agreement (institution option RichTextAgreements): its text in a dialog that
 * is not dismissed casually and does not move focus on its own (spec 01 §4); agreeing ticks it.
 */
export function AgreementDialog({ agreement, onAgree, onDecline }: AgreementDialogProps) {
  const settings = useSettings();
  const [state, setState] = useState<{ url: string; html?: string; failed?: boolean }>();

  useEffect(() => {
    if (!agreement) return undefined;
    let live = true;
    getText(agreement.url)
      .then((html) => live && setState({ url: agreement.url, html: bodyOf(html) }))
      .catch(() => live && setState({ url: agreement.url, failed: true }));
    return () => {
      live = false;
    };
  }, [agreement]);

  if (!agreement) return null;
  const current = state?.url === agreement.url ? state : undefined;
  return (
    <Dialog
      open
      title={agreement.name}
      width={500}
      dismissable={false}
      noAutoFocus
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onDecline}>
            {settings.text('postLogin.agreementDecline')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!current?.html}
            onClick={() => onAgree(agreement)}
          >
            {settings.text('postLogin.agreementAgree')}
          </button>
        </>
      }
    >
      {!current && <Spinner label={settings.text('app.loading')} />}
      {current?.failed && (
        <p className="banner banner--error" role="alert">
          {settings.text('postLogin.agreementLoadError')}
        </p>
      )}
      {current?.html && <SafeHtml className="rich-text agreement-text" html={current.html} />}
    </Dialog>
  );
}
